/**
 * One post for every form definition that is valid in shape but cannot change anything, for
 * sweeps of bad input (tests/db/bad-input.test.ts): a mutation that slips through a schema must
 * still change nothing, so names such as "O'Brien" can stay allowed. The registration's e-mail
 * and username are taken (it answers the "check your inbox" every registration gets), passwords
 * and links are wrong, the enquiries choose what the content does not list (the contact form
 * also attaches a file, which only applications take), the inbox's changes name an enquiry that
 * does not exist, the erasure an address nothing is held about, the team's changes nobody on it
 * and its invitation someone already on it. Needs the mailbox mock.
 */
import type * as z from 'zod/mini';
import {
  changePasswordForm,
  confirmEmailForm,
  deleteAccountForm,
  loginForm,
  newPasswordForm,
  registerForm,
  resetRequestForm,
  signOutForm,
  withdrawForm,
} from '@/lib/community/forms';
import { RESET_REQUESTED } from '@/lib/community/password-reset';
import { CHECK_INBOX } from '@/lib/community/register';
import { enquiryForm } from '@/lib/enquiries/form';
import type { FormDefinition } from '@/lib/forms/core';
import {
  staffCodeForm,
  staffEnrolForm,
  staffNewKeyForm,
  staffSetupForm,
  staffSignInForm,
  staffSignOutForm,
} from '@/lib/staff/sign-in-forms';
import { assignForm, bulkForm, eraseForm, noteForm, statusForm } from '@/lib/staff/inbox-forms';
import { colleagueForm, inviteForm, removeForm } from '@/lib/staff/team-forms';
import { saveTemplate } from '@/lib/db/queries/reply-templates';
import { deleteTemplateForm, replyForm, templateForm } from '@/lib/staff/reply-forms';
import { routingForm } from '@/lib/staff/routing-form';
import type { Outcome, TestJar } from './forms';
import { confirmedMember, registrationFields } from './members';
import { signedInStaff } from './staff';

export type Fields = Record<string, string | File>;

export type HarmlessPost = {
  name: string;
  form: FormDefinition<z.core.$ZodType>;
  fields: Fields;
  /** The browser's cookies: post with a copy, so each post starts from the same ones. */
  jar?: TestJar;
  /** An accepted outcome this post may come to without changing anything. */
  harmless?: (outcome: Outcome) => boolean;
  /** Fields the form reads as yes or no, never as text: any value but 'true' is no. */
  flags?: string[];
};

const NO_ENQUIRY = '00000000-0000-4000-8000-000000000000';
const NO_STAFF = 'nobody.on.the.team@deltacrest.example';

const done = (outcome: Outcome, message: string | RegExp) =>
  !('redirect' in outcome) &&
  outcome.status === 'done' &&
  (typeof message === 'string' ? outcome.message === message : message.test(outcome.message ?? ''));
const goesTo = (path: string) => (outcome: Outcome) =>
  'redirect' in outcome && outcome.redirect === path;

const person = { name: 'Chidi Nwosu', email: 'chidi@example.com', phone: '+234 803 123 4567' };

/** Sets up who posts (a confirmed member, staff at each stage) and returns one post per form. */
export async function harmlessPosts(): Promise<HarmlessPost[]> {
  // Confirmed, so that a registration of its address only tells the owner (an unconfirmed one
  // would be replaced by the newer registration, which is a change).
  const { form: taken, jar: member } = await confirmedMember();
  const staff = (await signedInStaff()).jar;
  const adminStaff = await signedInStaff('admin');
  const admin = adminStaff.jar;
  // A saved reply whose title the saved-reply post takes: a new one or another's change is refused.
  await saveTemplate(adminStaff, { title: 'Next steps', body: 'Dear {name},' });
  const halfway = (await signedInStaff('staff', { secondFactor: false })).jar;
  const cv = new File(['%PDF-1.4 a CV'], 'cv.pdf', { type: 'application/pdf' });
  return [
    {
      name: 'register',
      form: registerForm,
      fields: registrationFields(taken),
      harmless: (outcome) => done(outcome, CHECK_INBOX),
      // The browser's hints of whether a state and a city are needed; the server's lists decide.
      flags: ['requiresState', 'requiresCity'],
    },
    {
      name: 'login',
      form: loginForm,
      fields: { email: taken.email, password: 'not the password' },
    },
    {
      name: 'confirm e-mail',
      form: confirmEmailForm,
      fields: { token: 'a'.repeat(43), password: 'correct horse battery' },
    },
    {
      name: 'reset request',
      form: resetRequestForm,
      fields: { email: 'ada@example.com' },
      harmless: (outcome) => done(outcome, RESET_REQUESTED),
    },
    {
      name: 'new password',
      form: newPasswordForm,
      fields: {
        token: 'a'.repeat(43),
        password: 'correct horse battery',
        confirmPassword: 'correct horse battery',
      },
    },
    {
      name: 'change password',
      form: changePasswordForm,
      fields: {
        currentPassword: 'not the password',
        password: 'a brand new passphrase',
        confirmPassword: 'a brand new passphrase',
      },
      jar: member,
    },
    {
      name: 'delete account',
      form: deleteAccountForm,
      fields: { currentPassword: 'not the password' },
      jar: member,
    },
    // Without a session: signing out then ends nothing.
    {
      name: 'sign out',
      form: signOutForm,
      fields: { everywhere: '1' },
      harmless: goesTo('/community-login'),
    },
    { name: 'withdraw', form: withdrawForm, fields: { id: NO_ENQUIRY }, jar: member },
    {
      name: 'study enquiry',
      form: enquiryForm,
      fields: {
        type: 'study',
        program: 'masters-degree',
        school: 'nowhere-college',
        duration: '2',
        ...person,
        message: 'Hello',
      },
    },
    {
      name: 'job application',
      form: enquiryForm,
      fields: {
        type: 'job-application',
        job: 'astronaut',
        ...person,
        message: 'Hello',
        cvLink: 'https://docs.example.com/cv',
      },
    },
    {
      name: 'business enquiry',
      form: enquiryForm,
      fields: { type: 'business', business: 'no-such-business', ...person, message: 'Hello' },
    },
    {
      name: 'contact enquiry',
      form: enquiryForm,
      fields: {
        type: 'contact',
        topic: 'services',
        service: 'no-such-service',
        ...person,
        message: 'Hello',
        cv,
      },
    },
    {
      name: 'staff sign-in',
      form: staffSignInForm,
      fields: { email: 'nobody@deltacrest.example', password: 'not the password' },
    },
    {
      name: 'staff set-up',
      form: staffSetupForm,
      fields: { token: 'a'.repeat(43), password: 'a long staff password' },
    },
    // Halfway through a sign-in with no key enrolled: the code step sends it to enrolment.
    {
      name: 'staff code',
      form: staffCodeForm,
      fields: { code: '123456' },
      jar: halfway,
      harmless: goesTo('/staff/enrol'),
    },
    { name: 'staff enrolment', form: staffEnrolForm, fields: { code: '123456' }, jar: halfway },
    {
      name: 'staff new key',
      form: staffNewKeyForm,
      fields: {},
      jar: halfway,
      harmless: goesTo('/staff/enrol'),
    },
    // Without a session: signing out then ends nothing.
    {
      name: 'staff sign-out',
      form: staffSignOutForm,
      fields: {},
      harmless: goesTo('/staff/sign-in'),
    },
    {
      name: 'status',
      form: statusForm,
      fields: { id: NO_ENQUIRY, status: 'closed' },
      jar: staff,
    },
    { name: 'assign', form: assignForm, fields: { id: NO_ENQUIRY, assignee: '' }, jar: staff },
    {
      name: 'bulk',
      form: bulkForm,
      fields: { ids: NO_ENQUIRY, action: 'closed' },
      jar: staff,
      harmless: (outcome) => done(outcome, /^0 changed; 1 not found/),
    },
    { name: 'note', form: noteForm, fields: { id: NO_ENQUIRY, body: 'Called back.' }, jar: staff },
    {
      name: 'erase',
      form: eraseForm,
      fields: { email: 'nobody.held@example.com', confirm: 'yes' },
      jar: admin,
      harmless: goesTo('/staff/erase?erased=0.0.0.0.0.0'),
    },
    // The team's forms: an invitation of someone already on it, changes to nobody on it.
    {
      name: 'invite',
      form: inviteForm,
      fields: { name: 'Ada Admin', email: adminStaff.email, role: 'staff' },
      jar: admin,
    },
    // A colleague's card posts its role choice with each of its buttons.
    ...(
      [
        ['role', 'role', 'admin'],
        ['disable', 'disable', 'staff'],
        ['new link', 'link', 'staff'],
      ] as const
    ).map(([name, change, role]) => ({
      name,
      form: colleagueForm,
      fields: { email: NO_STAFF, change, role },
      jar: admin,
    })),
    {
      name: 'reply',
      form: replyForm,
      fields: { id: NO_ENQUIRY, body: 'Thank you.', key: '6f1c2e4a-0000-4000-8000-00000000000f' },
      jar: staff,
    },
    // A saved reply under a title that is taken, for one that does not exist: nothing changes.
    {
      name: 'saved reply',
      form: templateForm,
      fields: { id: NO_ENQUIRY, title: 'Next steps', body: 'Dear {name},' },
      jar: admin,
    },
    {
      name: 'delete saved reply',
      form: deleteTemplateForm,
      fields: { id: NO_ENQUIRY },
      jar: admin,
    },
    // The routing as it is (nothing set): saving it again changes nothing.
    {
      name: 'routing',
      form: routingForm,
      fields: { study: '', 'job-application': '', business: '', contact: '' },
      jar: admin,
      harmless: (outcome) => done(outcome, 'Nothing changed.'),
    },
    {
      name: 'remove',
      form: removeForm,
      fields: { email: NO_STAFF, confirm: 'yes' },
      jar: admin,
    },
  ];
}
