'use server';

import { serve } from '@/lib/forms/serve';
import * as inbox from '@/lib/staff/inbox-forms';
import * as signIn from '@/lib/staff/sign-in-forms';
import * as replies from '@/lib/staff/reply-forms';
import * as routing from '@/lib/staff/routing-form';
import * as team from '@/lib/staff/team-forms';

/** The back office's forms as Server Actions; each page hands its forms the ones they post. */
export const signInWithPassword = serve(signIn.staffSignInForm);
export const setUpAccount = serve(signIn.staffSetupForm);
export const enterCode = serve(signIn.staffCodeForm);
export const confirmEnrolment = serve(signIn.staffEnrolForm);
export const restartEnrolment = serve(signIn.staffNewKeyForm);
export const signOutOfStaff = serve(signIn.staffSignOutForm);
export const changeStatus = serve(inbox.statusForm);
export const assignEnquiry = serve(inbox.assignForm);
export const addNote = serve(inbox.noteForm);
export const eraseAddress = serve(inbox.eraseForm);
export const changeInBulk = serve(inbox.bulkForm);
export const inviteColleague = serve(team.inviteForm);
export const changeColleague = serve(team.colleagueForm);
export const removeColleague = serve(team.removeForm);
export const saveRouting = serve(routing.routingForm);
export const sendReply = serve(replies.replyForm);
export const saveTemplate = serve(replies.templateForm);
export const deleteTemplate = serve(replies.deleteTemplateForm);
