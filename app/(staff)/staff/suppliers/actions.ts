'use server';

import { serve } from '@/lib/forms/serve';
import * as forms from '@/lib/suppliers/review-forms';

/** The review queue's forms: each checks the staff session (and its claim) before its work. */
export const claimCompany = serve(forms.claimForm);
export const releaseCompany = serve(forms.releaseForm);
export const decideDocument = serve(forms.documentDecisionForm);
export const decideIdentity = serve(forms.identityDecisionForm);
export const decideCompany = serve(forms.companyDecisionForm);
export const inviteSupplier = serve(forms.inviteSupplierForm);
