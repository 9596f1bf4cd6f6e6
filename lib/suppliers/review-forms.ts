import 'server-only';
import { z } from 'zod';
import type { StaffSessionRecord } from '@/lib/auth/staff-session';
import { changeCompany, type CompanyPlan, type CompanySnapshot } from '@/lib/db/queries/companies';
import { inviteSupplier } from '@/lib/db/queries/company-invitations';
import type { FormOutcome } from '@/lib/forms/core';
import { HttpError } from '@/lib/http/errors';
import { wakeMailWorker } from '@/lib/mail-worker';
import { defineStaffForm } from '@/lib/staff/guard';
import { multiLine, singleLine } from '@/lib/validation/characters';
import { emailField } from '@/lib/validation/fields';
import { supplierInvitationMail } from './mails';
import {
  claimPlan,
  companyDecisionPlan,
  documentDecisionPlan,
  identityDecisionPlan,
  releasePlan,
  type Reviewer,
} from './review';

/**
 * The review queue's forms (/staff/suppliers): claim and release a company, decide each document
 * and the identity check, decide the company, invite a company to register. Each decision is a
 * plan over the company as it stands (lib/suppliers/review.ts), applied with its mail and audit
 * entry in one transaction.
 */

export const COMPANY_GONE = 'This company is no longer on the portal.';

const company = z.uuid(COMPANY_GONE);
const note = z
  .string()
  .trim()
  .max(2000, 'The note must be at most 2,000 characters')
  .check(multiLine('The note'))
  .default('');
const decision = z.enum(['accepted', 'rejected', 'action-requested'], 'Choose a decision');

const reviewerOf = (session: StaffSessionRecord): Reviewer => ({
  id: session.staff.id,
  email: session.staff.email,
  name: session.staff.name,
  admin: session.staff.role === 'admin',
});

async function decided(
  companyId: string,
  session: StaffSessionRecord,
  plan: (current: CompanySnapshot, reviewer: Reviewer) => CompanyPlan<string>,
): Promise<FormOutcome> {
  const reviewer = reviewerOf(session);
  const { staff } = session;
  const message = await changeCompany(companyId, (current) => plan(current, reviewer), {
    id: staff.id,
    email: staff.email,
  });
  if (message === undefined) throw new HttpError(404, COMPANY_GONE);
  wakeMailWorker();
  return { status: 'done', message, refresh: true };
}

export const claimForm = defineStaffForm({
  schema: z.strictObject({ company, takeOver: z.literal('yes').optional() }),
  keep: [],
  work: ({ company: id, takeOver }, { session }) =>
    decided(id, session, (current, reviewer) => ({
      ...claimPlan(current, reviewer, takeOver === 'yes'),
      result: 'You are reviewing this company: colleagues see it is yours.',
    })),
});

export const releaseForm = defineStaffForm({
  schema: z.strictObject({ company }),
  keep: [],
  work: ({ company: id }, { session }) =>
    decided(id, session, (current, reviewer) => ({
      ...releasePlan(current, reviewer),
      result: 'Released: a colleague can claim it.',
    })),
});

export const documentDecisionForm = defineStaffForm({
  schema: z.strictObject({ company, document: z.uuid('This document is gone'), decision, note }),
  keep: ['note'],
  work: ({ company: id, document, decision: chosen, note: text }, { session }) =>
    decided(id, session, (current, reviewer) =>
      documentDecisionPlan(current, reviewer, document, chosen, text),
    ),
});

export const identityDecisionForm = defineStaffForm({
  schema: z.strictObject({ company, decision, note }),
  keep: ['note'],
  work: ({ company: id, decision: chosen, note: text }, { session }) =>
    decided(id, session, (current, reviewer) =>
      identityDecisionPlan(current, reviewer, chosen, text),
    ),
});

export const companyDecisionForm = defineStaffForm({
  schema: z.strictObject({
    company,
    decision: z.enum(['verified', 'action-requested', 'rejected'], 'Choose a decision'),
    note,
  }),
  keep: ['note'],
  async work({ company: id, decision: chosen, note: text }, { session }) {
    await decided(id, session, (current, reviewer) =>
      companyDecisionPlan(current, reviewer, chosen, text),
    );
    // The decision form leaves the page with the decision: its answer is the page's.
    return { redirect: `/staff/suppliers/${id}?decided=${chosen}` };
  },
});

export const inviteSupplierForm = defineStaffForm({
  schema: z.strictObject({
    email: emailField,
    companyName: z
      .string({ error: 'Enter the company’s name' })
      .trim()
      .min(1, 'Enter the company’s name')
      .max(160, 'The name must be at most 160 characters')
      .check(singleLine('The company’s name')),
  }),
  keep: ['email', 'companyName'],
  async work({ email, companyName }, { actor }) {
    await inviteSupplier(actor, { email, companyName }, supplierInvitationMail(email, companyName));
    wakeMailWorker();
    return {
      status: 'done',
      message: `${companyName} is invited at ${email}. You invited them, so a colleague will review them.`,
      refresh: true,
    };
  },
});
