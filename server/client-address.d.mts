export function trustedProxies(value: string | undefined): number;
export function clientAddressOf(hop: {
  peer: string | undefined;
  forwardedFor: string | string[] | undefined;
  proxies: number;
}): string;
