/** What the browser may keep about a member (the header's name): no e-mail, no token. */
export type PublicProfile = { firstName: string; lastName: string; username: string };
