export function isPagePost(method: string, path: string): boolean;
export function pageBodyCap(path: string): number;
export function pagePostRefusal(request: {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
}): { status: number; message: string } | undefined;
