// Types for js-bytes.mjs, so TypeScript tests and the Playwright budget test can import it.
export const GZIP_LEVEL: number;
export interface MeasuredScript {
  url: string;
  raw: number;
  gzip: number;
}
export interface ScriptTotals {
  raw: number;
  gzip: number;
  largest: MeasuredScript[];
}
export interface MeasuredRoute extends ScriptTotals {
  path: string;
  status: number;
  finalPath: string;
  scripts: MeasuredScript[];
}
export type ScriptCache = Map<string, Promise<MeasuredScript>>;
export function parseAttributes(text: string): Record<string, string>;
export function scriptSources(html: string, pageUrl: string): string[];
export function sitemapPaths(xml: string): string[];
export function gzipBytes(content: Uint8Array | string): number;
export function summarise(scripts: MeasuredScript[]): ScriptTotals;
export function shortName(url: string): string;
export function measureScripts(urls: string[], cache?: ScriptCache): Promise<MeasuredScript[]>;
export function measureRoute(
  baseUrl: string,
  path: string,
  cache?: ScriptCache,
  headers?: Record<string, string>,
): Promise<MeasuredRoute>;
export function fetchSitemapPaths(baseUrl: string): Promise<string[]>;
