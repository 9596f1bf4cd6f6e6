/** What the browser may keep about a member (the header's name): no e-mail, no token. */
export type PublicProfile = { firstName: string; lastName: string; username: string };

/** What the enquiry forms fill in for a signed-in member; sent to that member only. */
export type ContactDetails = { name: string; email: string; phone: string };
