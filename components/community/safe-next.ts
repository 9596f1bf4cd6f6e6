/** Only a path on this site may follow a sign-in: never another origin ("//evil" or "https:"). */
export function safeNextPath(next: string | null | undefined, fallback = '/community'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\'))
    return fallback;
  return next;
}
