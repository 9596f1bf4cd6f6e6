/**
 * A stop link whose token differs from the real one in its first character: forged, whatever the
 * real token starts with (setting it to a fixed character would leave one link in 16 intact).
 */
export function forgedLink(link: string): string {
  return link.replace(
    /token=([0-9a-f])/,
    (_, first: string) => `token=${first === '0' ? '1' : '0'}`,
  );
}
