import 'server-only';
import { verifyPassword } from '@/lib/auth/password';
import {
  consumeEmailConfirmation,
  findLiveEmailConfirmation,
  spendMemberEmailConfirmations,
} from '@/lib/db/queries/email-confirmations';
import { findMemberById, markEmailConfirmed, type Member } from '@/lib/db/queries/members';
import { HttpError } from '@/lib/http/errors';
import { hashToken } from '@/lib/auth/tokens';
import { LINK } from '@/lib/mail-links';
import { mailMemberLink } from './member-links';
import { absoluteUrl } from '@/lib/site';
import { company } from '@/content/company';
import type { PublicProfile } from './profile';
import { consume, forget, limits } from '@/lib/rate-limit';
import { queueMailInBackground } from '@/lib/mail';

export const CONFIRM_LINK_DEAD =
  'This confirmation link has expired or has already been used. Register again, or reset your password if the account is yours.';

export const WRONG_REGISTRATION_PASSWORD =
  'That is not the password chosen when this account was registered.';

export const UNCONFIRMED =
  'Confirm your e-mail address first: we have sent you a new link. It works once, within 24 hours.';

/** Stores a single-use link, valid for 24 hours once mailed, and mails it to the member. */
export async function sendConfirmationLink(member: Member): Promise<void> {
  await mailMemberLink('email-confirmation', member, {
    subject: `Confirm your ${company.name} community account`,
    text: [
      `Hello ${member.firstName},`,
      '',
      'Confirm your e-mail address to finish creating your community account.',
      `Open this link within 24 hours: ${LINK}`,
      '',
      'If you did not register, ignore this message; the account stays closed.',
    ].join('\n'),
  });
}

/** Sign-in with the right password on an unconfirmed address: a fresh link, and no session. */
export async function refuseUnconfirmed(member: Member): Promise<never> {
  await sendConfirmationLink(member);
  throw new HttpError(403, UNCONFIRMED);
}

/** Tells the owner of an address that someone tried to register it again; nothing else changes. */
export function warnExistingOwner(owner: Member): void {
  const signIn = absoluteUrl('/community-login');
  queueMailInBackground(
    {
      to: owner.email,
      subject: `Someone tried to create a ${company.name} community account with your address`,
      link: signIn,
      text: [
        `Hello ${owner.firstName},`,
        '',
        'Someone (perhaps you) tried to create a community account with this e-mail address,',
        'which already has one. Nothing has changed.',
        `Sign in here: ${signIn}`,
        `Forgotten the password? Reset it here: ${absoluteUrl('/community-reset-password')}`,
      ].join('\n'),
    },
    'existing-account notice',
  );
}

/**
 * Confirms the address with the link and the password chosen at registration, then spends the
 * link; the caller starts the member's session. The password is what makes the link safe to
 * follow: someone who registered another person's address with a password of their own mailed
 * that person a link, and whoever follows it cannot confirm (and so open) an account whose
 * password they did not choose. Checked as a login is: link first, then the limits per client
 * address and per account, then the password.
 */
export async function confirmEmail(
  token: string,
  password: string,
  address: string,
): Promise<{ memberId: string; profile: PublicProfile }> {
  const dead = () => new HttpError(400, CONFIRM_LINK_DEAD, { token: [CONFIRM_LINK_DEAD] });
  const memberId = await findLiveEmailConfirmation(hashToken(token));
  const member = memberId ? await findMemberById(memberId) : undefined;
  if (!member) throw dead();
  const account = limits.loginByAccount(member.email);
  await consume(limits.loginByAddress(address));
  await consume(account);
  if (!(await verifyPassword(member.passwordHash, password))) {
    throw new HttpError(422, WRONG_REGISTRATION_PASSWORD, {
      password: [WRONG_REGISTRATION_PASSWORD],
    });
  }
  await forget(account);
  if ((await consumeEmailConfirmation(hashToken(token))) !== member.id) throw dead();
  await markEmailConfirmed(member.id);
  await spendMemberEmailConfirmations(member.id);
  return {
    memberId: member.id,
    profile: { firstName: member.firstName, lastName: member.lastName, username: member.username },
  };
}
