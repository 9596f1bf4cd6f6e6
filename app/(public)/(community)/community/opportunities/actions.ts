'use server';

import * as forms from '@/lib/board/member-forms';
import { serve } from '@/lib/forms/serve';

/** The board's forms for a member: each acts on the member's own company, from the session. */
export const markInterest = serve(forms.interestForm);
export const askQuestion = serve(forms.questionForm);
export const sendSubmission = serve(forms.submissionForm);
export const removeSubmissionFile = serve(forms.removeFileForm);
export const answerPoll = serve(forms.pollForm);
export const startOpportunityAlert = serve(forms.opportunityAlertForm);
