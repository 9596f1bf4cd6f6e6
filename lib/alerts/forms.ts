import 'server-only';
import * as z from 'zod/mini';
import { sessionFromJar } from '@/lib/auth/session';
import { memberSession } from '@/lib/community/account';
import { alertKinds } from '@/lib/db/schema';
import { defineForm, pick, textFields } from '@/lib/forms/core';
import { emailField } from '@/lib/validation/fields';
import { criteriaFromForm, newsWord } from './criteria';
import {
  alertIsOn,
  ALERT_LINK_DEAD,
  ALERT_STOPPED,
  changeOwnAlert,
  checkInbox,
  confirmAlert,
  stopByLink,
  stopOwnAlert,
  subscribe,
} from './subscriptions';

/**
 * The alerts' forms, run by lib/forms (app/(community)/actions.ts serves them): subscribing,
 * confirming from the mailed link, stopping from an alert mail's link, and a member's changes.
 */

/** What the subscription form's fields are called, in its order (its error summary's too). */
const alertFields = {
  jobs: ['category', 'title', 'experience', 'presence', 'commitment', 'place', 'permit'],
  businesses: ['q', 'category', 'location'],
} as const;

const criteriaFields = [...new Set([...alertFields.jobs, ...alertFields.businesses])];

const kind = z.enum(alertKinds, { error: 'Choose jobs or business listings' });

export const alertForm = defineForm({
  schema: z.object({ kind, email: emailField }),
  keep: ['email', ...criteriaFields],
  read: (fields) => pick(fields, ['kind', 'email']),
  async work({ kind: what, email }, { address, cookies, form }) {
    const criteria = criteriaFromForm(what, textFields(form));
    const session = await sessionFromJar(cookies);
    const owner = session?.member?.email.toLowerCase();
    const answer = await subscribe({ email, criteria }, { address, owner });
    return { status: 'done', message: answer === 'on' ? alertIsOn(what) : checkInbox(email) };
  },
});

const ALERT_GONE = 'This alert is no longer there: it may have been stopped.';

export const changeAlertForm = defineForm({
  schema: z.object({ kind, alert: z.uuid({ error: ALERT_GONE }) }),
  keep: criteriaFields,
  read: (fields) => pick(fields, ['kind', 'alert']),
  async work({ kind: what, alert }, { cookies, form }) {
    const criteria = criteriaFromForm(what, textFields(form));
    const session = await memberSession(cookies);
    await changeOwnAlert(alert, session.member.email.toLowerCase(), criteria);
    return { redirect: '/community?alert=changed#alerts' };
  },
});

export const confirmAlertForm = defineForm({
  schema: z.object({ token: z.string({ error: ALERT_LINK_DEAD }).check(z.maxLength(200)) }),
  keep: [],
  read: (fields) => pick(fields, ['token']),
  async work({ token }) {
    const { alert, already } = await confirmAlert(token);
    const news = `new ${newsWord[alert.kind]} like these`;
    return {
      status: 'done',
      message: already
        ? `This alert is already on: we e-mail ${alert.email} ${news}, at most once a day. Each e-mail has a link that stops it.`
        : `Your alert is on: we will e-mail ${alert.email} ${news}, at most once a day. Each e-mail has a link that stops it.`,
    };
  },
});

export const stopAlertForm = defineForm({
  schema: z.object({
    alert: z.string().check(z.maxLength(100)),
    token: z.string().check(z.maxLength(200)),
  }),
  keep: [],
  read: (fields) => pick(fields, ['alert', 'token']),
  async work({ alert, token }) {
    const answer = (await stopByLink(alert, token)) === ALERT_STOPPED ? 'stopped' : 'already';
    // A new page, drawn without the alert: the same with and without JavaScript.
    return { redirect: `/alerts/stop?alert=${alert}&token=${token}&done=${answer}` };
  },
});

export const stopOwnAlertForm = defineForm({
  schema: z.object({ alert: z.uuid({ error: ALERT_GONE }) }),
  keep: [],
  read: (fields) => pick(fields, ['alert']),
  async work({ alert }, { cookies }) {
    const session = await memberSession(cookies);
    await stopOwnAlert(alert, session.member.email.toLowerCase());
    return { redirect: '/community?alert=stopped#alerts' };
  },
});
