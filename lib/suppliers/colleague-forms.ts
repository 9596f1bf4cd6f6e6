import 'server-only';
import { z } from 'zod';
import { hashToken } from '@/lib/auth/tokens';
import { memberSession } from '@/lib/community/account';
import { readCompany, removeColleague } from '@/lib/db/queries/companies';
import { acceptInvitation, inviteColleague } from '@/lib/db/queries/company-invitations';
import { defineForm, pick } from '@/lib/forms/core';
import { HttpError } from '@/lib/http/errors';
import { linkEnd, unissuedTokenHash } from '@/lib/mail-links';
import { wakeMailWorker } from '@/lib/mail-worker';
import { consume } from '@/lib/rate-limit';
import { emailField } from '@/lib/validation/fields';
import { colleagueInvitationMail, COMPANY_PAGE } from './mails';
import { memberCompany } from './membership';

/**
 * Colleagues: the member who registered the company invites others by e-mail (they join from
 * the mailed link, signed in with that address) and removes them. A member belongs to one
 * company at most.
 */

export const INVITATION_DEAD =
  'This invitation has expired, has been used, or was sent to another address. Ask for a new one, and open it signed in with the address it was sent to.';

export const inviteColleagueForm = defineForm({
  schema: z.strictObject({ email: emailField }),
  keep: ['email'],
  read: (fields) => pick(fields, ['email']),
  async work({ email }, { cookies }) {
    const { member, companyId } = await memberCompany(cookies, { owner: true });
    const current = await readCompany(companyId);
    if (!current) throw new HttpError(404, 'Your company is no longer on the portal.');
    if (current.people.some((person) => person.email.toLowerCase() === email))
      throw new HttpError(409, `${email} already works with you on the portal.`, {
        email: [`${email} already works with you on the portal.`],
      });
    // The mail goes to an address the member types: a few a day to any one address.
    await consume({
      action: 'company-invitation-target',
      subject: email,
      limit: 3,
      windowSeconds: 24 * 60 * 60,
    });
    await inviteColleague(
      {
        companyId,
        email,
        invitedBy: member.id,
        tokenHash: unissuedTokenHash(),
        expiresAt: linkEnd('company-invitation'),
      },
      (id) =>
        colleagueInvitationMail(
          email,
          current.company,
          `${member.firstName} ${member.lastName}`,
          id,
        ),
    );
    wakeMailWorker();
    return {
      status: 'done',
      message: `We have sent ${email} an invitation to join. It works for 7 days, signed in with that address.`,
    };
  },
});

export const removeColleagueForm = defineForm({
  schema: z.strictObject({ member: z.uuid('Choose a colleague') }),
  keep: [],
  read: (fields) => pick(fields, ['member']),
  async work({ member: colleague }, { cookies }) {
    const { companyId } = await memberCompany(cookies, { owner: true });
    if (!(await removeColleague(companyId, colleague)))
      throw new HttpError(404, 'That person is not a colleague on your company’s page.');
    return { redirect: `${COMPANY_PAGE}?saved=colleague#colleagues` };
  },
});

export const joinCompanyForm = defineForm({
  schema: z.strictObject({ token: z.string({ error: INVITATION_DEAD }).max(200) }),
  keep: [],
  read: (fields) => pick(fields, ['token']),
  async work({ token }, { cookies }) {
    const { member } = await memberSession(cookies);
    const answer = await acceptInvitation(hashToken(token), member);
    if (answer === 'dead') throw new HttpError(410, INVITATION_DEAD);
    if (answer === 'member')
      throw new HttpError(
        409,
        'You already belong to a company on the portal: one person works for one company here.',
      );
    return { redirect: `${COMPANY_PAGE}?saved=joined` };
  },
});
