export const STARTUP_LOADER: string;
export const STARTUP_LOADER_HASH: string;
export function startupScriptRewriter(): {
  write(chunk: Uint8Array): Buffer;
  end(): Buffer;
};
