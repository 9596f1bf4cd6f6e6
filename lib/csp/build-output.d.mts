export type PathPolicy = { kind: 'hashed'; policy: string } | { kind: 'nonce' };
export function buildPolicies(distDir: string): {
  prerendered(pathname: string): string | undefined;
  forPath(pathname: string): PathPolicy;
};
