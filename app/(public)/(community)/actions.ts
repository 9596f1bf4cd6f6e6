'use server';

import * as alertForms from '@/lib/alerts/forms';
import * as forms from '@/lib/community/forms';
import { serve } from '@/lib/forms/serve';

/** The portal's forms as Server Actions; each page hands its form the one it posts. */
export const logIn = serve(forms.loginForm);
export const register = serve(forms.registerForm);
export const confirmEmail = serve(forms.confirmEmailForm);
export const requestReset = serve(forms.resetRequestForm);
export const chooseNewPassword = serve(forms.newPasswordForm);
export const changePassword = serve(forms.changePasswordForm);
export const deleteAccount = serve(forms.deleteAccountForm);
export const signOut = serve(forms.signOutForm);
export const withdrawEnquiry = serve(forms.withdrawForm);

/** Alerts: subscribing, confirming, stopping from a mail's link, and a member's own changes. */
export const subscribeAlert = serve(alertForms.alertForm);
export const changeAlert = serve(alertForms.changeAlertForm);
export const confirmAlert = serve(alertForms.confirmAlertForm);
export const stopAlert = serve(alertForms.stopAlertForm);
export const stopOwnAlert = serve(alertForms.stopOwnAlertForm);
