/**
 * The opportunities board in jest: verified companies made the way the portal makes them
 * (registered, documents uploaded, reviewed), and opportunities drafted and published through
 * the staff forms.
 */
import { expect } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { lagosInput } from '@/lib/board/words';
import { createOpportunityForm, publishForm, inviteForm } from '@/lib/board/staff-forms';
import { database } from '@/lib/db/client';
import { opportunities } from '@/lib/db/board-schema';
import { done, redirected, submit } from './forms';
import { confirmedMember } from './members';
import type { TestStaff } from './staff';
import { submittedCompany, verifiedBy } from './suppliers';

const HOUR_MS = 3_600_000;

/** A member and their company, verified by `reviewer`. */
export async function verifiedCompany(reviewer: TestStaff, overrides = {}) {
  const member = await confirmedMember();
  const companyId = await submittedCompany(member.jar, member.form.email, overrides);
  await verifiedBy(reviewer, companyId);
  return { jar: member.jar, email: member.form.email.toLowerCase(), companyId };
}

/** An opportunity's form as staff post it; closing in `hours`. */
export function opportunityForm(overrides: Record<string, string | string[]> = {}, hours = 72) {
  const now = Date.now();
  const values: Record<string, string | string[]> = {
    title: 'Flowline replacement, Oben field',
    kind: 'subcontract',
    description: 'Replace 4 km of 6-inch flowline, hydrotest and reinstate the right of way.',
    trades: ['pipeline-services'],
    areas: ['NG-RI'],
    classes: [],
    visibility: 'verified',
    questionsCloseAt: lagosInput(new Date(now + (hours / 2) * HOUR_MS)),
    closesAt: lagosInput(new Date(now + hours * HOUR_MS)),
    ...overrides,
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(values))
    for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
  return form;
}

/** Drafts an opportunity as `publisher`: its id. */
export async function draftOpportunity(publisher: TestStaff, overrides = {}, hours?: number) {
  const outcome = (
    await submit(createOpportunityForm, opportunityForm(overrides, hours), publisher)
  ).outcome;
  const [, id] = /\/staff\/opportunities\/([0-9a-f-]{36})\?saved=created$/.exec(
    redirected(outcome),
  )!;
  return id!;
}

/** Drafts, invites (for an invited-only one) and publishes. */
export async function publishedOpportunity(
  publisher: TestStaff,
  overrides: Record<string, string | string[]> = {},
  invite: string[] = [],
  hours?: number,
) {
  const id = await draftOpportunity(publisher, overrides, hours);
  if (invite.length) {
    const form = new FormData();
    form.append('opportunity', id);
    for (const company of invite) form.append('companies', company);
    done((await submit(inviteForm, form, publisher)).outcome);
  }
  expect(redirected((await submit(publishForm, { opportunity: id }, publisher)).outcome)).toMatch(
    /saved=published$/,
  );
  return id;
}

/** Moves an opportunity's closing time (a test's clock, without waiting for it). */
export async function closeAt(id: string, at: Date) {
  const db = await database();
  await db
    .update(opportunities)
    .set({ closesAt: at, questionsCloseAt: at })
    .where(eq(opportunities.id, id));
}
