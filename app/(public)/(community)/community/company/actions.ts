'use server';

import { serve } from '@/lib/forms/serve';
import * as colleagues from '@/lib/suppliers/colleague-forms';
import * as company from '@/lib/suppliers/company-forms';
import * as documents from '@/lib/suppliers/document-forms';

/** The company's forms, for its members: each acts on the poster's own company. */
export const createCompany = serve(company.createCompanyForm);
export const editCompany = serve(company.editCompanyForm);
export const changeCompanyWork = serve(company.companyWorkForm);
export const submitCompany = serve(company.submitCompanyForm);
export const uploadDocument = serve(documents.uploadDocumentForm);
export const uploadIdentity = serve(documents.identityForm);
export const inviteColleague = serve(colleagues.inviteColleagueForm);
export const removeColleague = serve(colleagues.removeColleagueForm);
export const joinCompany = serve(colleagues.joinCompanyForm);
