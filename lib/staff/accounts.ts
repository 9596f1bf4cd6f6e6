import 'server-only';
import { hashToken, newToken } from '@/lib/auth/tokens';
import type { AuditActor } from '@/lib/db/queries/audit';
import { company } from '@/content/company';
import {
  deleteStaff,
  findStaffByEmail,
  insertStaff,
  resetStaffCredentials,
  setStaffDisabled,
  setStaffRole,
} from '@/lib/db/queries/staff';
import type { Staff, StaffRole } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { sendMail } from '@/lib/mail';
import { absoluteUrl } from '@/lib/site';

/**
 * Managing staff accounts, from the command line (`npm run staff`) and from the team page
 * (/staff/team, admins). Every change is written with its audit record in one transaction,
 * naming who made it; none may leave the team without an enabled admin (LastAdminError).
 */
export class StaffError extends Error {}

async function person(email: string): Promise<Staff> {
  const found = await findStaffByEmail(email);
  if (!found) throw new StaffError(`no staff member with the e-mail address ${email}`);
  return found;
}

/** The staff member with this address, if any. */
export const findMember = (email: string) => findStaffByEmail(email);

const about = (who: Staff) => ({ subjectType: 'staff' as const, subjectId: who.id });

/** A fresh one-time link to /staff/setup; anything set up before is wiped (see the query). */
export async function newSetupLink(
  email: string,
  actor: AuditActor,
  base = absoluteUrl('/'),
): Promise<string> {
  const found = await person(email);
  const token = newToken();
  const hours = env().STAFF_SETUP_LINK_HOURS;
  await resetStaffCredentials(
    found.id,
    hashToken(token),
    new Date(Date.now() + hours * 3_600_000),
    {
      actor,
      record: { action: 'staff-link', ...about(found), detail: { email: found.email } },
    },
  );
  return new URL(`/staff/setup?token=${token}`, base).toString();
}

export async function addStaff(
  values: { email: string; name: string; role: StaffRole },
  actor: AuditActor,
  base?: string,
): Promise<string> {
  if (await findStaffByEmail(values.email)) {
    throw new StaffError(
      `${values.email} is already a staff member; give them a new set-up link instead`,
    );
  }
  await insertStaff(values, (row) => ({
    actor,
    record: {
      action: 'staff-add',
      ...about(row),
      detail: { email: row.email, name: row.name, role: row.role },
    },
  }));
  return newSetupLink(values.email, actor, base);
}

export async function disableStaff(email: string, actor: AuditActor): Promise<void> {
  const found = await person(email);
  await setStaffDisabled(found.id, true, {
    actor,
    record: { action: 'staff-disable', ...about(found), detail: { email: found.email } },
  });
}

export async function enableStaff(email: string, actor: AuditActor): Promise<void> {
  const found = await person(email);
  await setStaffDisabled(found.id, false, {
    actor,
    record: { action: 'staff-enable', ...about(found), detail: { email: found.email } },
  });
}

export async function removeStaff(email: string, actor: AuditActor): Promise<void> {
  const found = await person(email);
  await deleteStaff(found.id, {
    actor,
    record: { action: 'staff-remove', ...about(found), detail: { email: found.email } },
  });
}

export async function changeRole(email: string, role: StaffRole, actor: AuditActor): Promise<void> {
  const found = await person(email);
  if (found.role === role) return;
  await setStaffRole(found.id, role, {
    actor,
    record: {
      action: 'staff-role',
      ...about(found),
      detail: { email: found.email, from: found.role, to: role },
    },
  });
}

/** Mails a set-up link to its owner through the outbox (the token leaves it once sent). */
export async function mailSetupLink(to: { email: string; name: string }, link: string) {
  const hours = env().STAFF_SETUP_LINK_HOURS;
  await sendMail({
    to: to.email,
    subject: `Your ${company.name} back office account`,
    text: [
      `Hello ${to.name},`,
      '',
      `Set up your ${company.name} back office account: choose a password, then add an`,
      'authenticator app. The link works once, within the next ' + `${hours} hours:`,
      '',
      link,
      '',
      'If you did not expect this, ignore it; nothing changes until the link is used.',
    ].join('\n'),
    link,
  });
}
