import 'server-only';
import { z } from 'zod';
import { memberSession } from '@/lib/community/account';
import { changeCompany, createCompany, registrationTaken } from '@/lib/db/queries/companies';
import { defineForm, pick } from '@/lib/forms/core';
import { HttpError } from '@/lib/http/errors';
import { companyProfileSchema, companyWorkSchema, type CompanyProfile } from './company-fields';
import { lagosToday } from './dates';
import { COMPANY_PAGE } from './mails';
import { memberCompany, profileOpen } from './membership';
import { holdings, submissionGaps } from './requirements';

/**
 * The member's side of a company: register it, change its profile (all of it until it is
 * submitted; trades and areas always), and submit it for review once nothing is missing.
 */

const profileFields = [
  'registeredName',
  'countryCode',
  'registrationNumber',
  'taxNumber',
  'registeredAddress',
  'supplierClass',
  'responsibleName',
  'responsibleRole',
  'responsibleEmail',
  'responsiblePhone',
] as const;

/** The text fields, and the lists ticked (one name posted once per box). */
const readProfile = (fields: Record<string, string>, form: FormData) => ({
  ...pick(fields, profileFields),
  trades: form.getAll('trades').filter((value) => typeof value === 'string'),
  areas: form.getAll('areas').filter((value) => typeof value === 'string'),
});

export const REGISTRATION_TAKEN =
  'Another company on the portal is registered with this number. If it is yours, ask the person who registered it to invite you.';

const taken = () =>
  new HttpError(409, REGISTRATION_TAKEN, { registrationNumber: [REGISTRATION_TAKEN] });

export const createCompanyForm = defineForm({
  schema: companyProfileSchema,
  keep: profileFields,
  keepAll: ['trades', 'areas'],
  read: readProfile,
  async work(profile, { cookies }) {
    const { member } = await memberSession(cookies);
    const created = await createCompany(member, profile);
    if (created === 'member')
      throw new HttpError(409, 'You already belong to a company on the portal: see its page.');
    if (created === 'registration') throw taken();
    return { redirect: `${COMPANY_PAGE}?saved=created` };
  },
});

const profileChange = (profile: CompanyProfile) => ({
  ...profile,
  responsibleEmail: profile.responsibleEmail.toLowerCase(),
});

export const editCompanyForm = defineForm({
  schema: companyProfileSchema,
  keep: profileFields,
  keepAll: ['trades', 'areas'],
  read: readProfile,
  async work(profile, { cookies }) {
    const { companyId } = await memberCompany(cookies);
    if (await registrationTaken(profile.countryCode, profile.registrationNumber, companyId))
      throw taken();
    await changeCompany(companyId, ({ company }) => {
      if (!profileOpen(company))
        throw new HttpError(
          409,
          'The company is with our reviewers or decided: only its trades and areas can change now.',
        );
      return { company: profileChange(profile), result: null };
    });
    return { redirect: `${COMPANY_PAGE}?saved=profile` };
  },
});

export const companyWorkForm = defineForm({
  schema: companyWorkSchema,
  keep: [],
  keepAll: ['trades', 'areas'],
  read: (_, form) => readProfile({}, form),
  async work({ trades, areas }, { cookies }) {
    const { companyId } = await memberCompany(cookies);
    await changeCompany(companyId, ({ company }) => {
      if (company.state === 'rejected')
        throw new HttpError(409, 'This company was not verified: its profile no longer changes.');
      return {
        company: { trades: [...new Set(trades)], areas: [...new Set(areas)] },
        result: null,
      };
    });
    return { redirect: `${COMPANY_PAGE}?saved=work` };
  },
});

export const submitCompanyForm = defineForm({
  schema: z.strictObject({}),
  keep: [],
  read: () => ({}),
  async work(_, { cookies }) {
    const { companyId } = await memberCompany(cookies);
    await changeCompany(companyId, ({ company, documents, identity }) => {
      if (!profileOpen(company))
        throw new HttpError(409, 'The company is not waiting to be submitted.');
      const today = lagosToday();
      const gaps = submissionGaps(holdings(company, documents, today), identity, today);
      if (gaps.length) throw new HttpError(422, `Before you submit: ${gaps.join(' ')}`);
      const now = new Date();
      return {
        company: { state: 'submitted', stateMessage: null, submittedAt: now, waitingSince: now },
        result: null,
      };
    });
    return { redirect: `${COMPANY_PAGE}?saved=submitted` };
  },
});
