'use server';

import * as forms from '@/lib/board/staff-forms';
import { serve } from '@/lib/forms/serve';

/**
 * The opportunities' and notices' forms: each checks the staff session and the permission to
 * publish (lib/board/permission.ts) before its work; who may publish is an admin's form.
 */
export const createOpportunity = serve(forms.createOpportunityForm);
export const changeOpportunity = serve(forms.changeOpportunityForm);
export const publishOpportunity = serve(forms.publishForm);
export const addOpportunityFile = serve(forms.addFileForm);
export const withdrawOpportunityFile = serve(forms.withdrawFileForm);
export const inviteCompanies = serve(forms.inviteForm);
export const answerQuestion = serve(forms.answerForm);
export const sendOutcomes = serve(forms.outcomesForm);
export const setPublisher = serve(forms.publisherForm);
export const postNotice = serve(forms.noticeForm);
