import 'server-only';
import { company } from '@/content/company';
import { hashToken } from '@/lib/auth/tokens';
import {
  changeAlert,
  confirmAlertByToken,
  countAlertsOf,
  deleteAlert,
  findAlertStartedBy,
  findSameAlert,
  insertAlert,
  type Alert,
} from '@/lib/db/queries/alerts';
import { recordCatalogue } from '@/lib/db/queries/alert-digests';
import type { AlertKind } from '@/lib/db/schema';
import { HttpError } from '@/lib/http/errors';
import { queueMail } from '@/lib/mail';
import { LINK, linkEnd, singleUseLink, unissuedTokenHash } from '@/lib/mail-links';
import { consume, limits } from '@/lib/rate-limit';
import { describeCriteria, newsWord, storedCriteria, toStored, type Criteria } from './criteria';
import { publishedItems } from './matching';
import { isUuid, validStopLink } from './stop-links';

/**
 * Subscribing to an alert, confirming it, changing and stopping it. An alert starts unconfirmed
 * and its address confirms it from a mailed link (double opt-in), except a signed-in member's
 * own, already confirmed, address. Nothing usable is stored: the confirmation link's token is
 * made as its mail is sent (lib/mail-links.ts), and the stop link is a keyed hash of the alert's
 * id under the server's secrets key (lib/auth/secrets.ts), which no backup holds.
 */

/** Alerts one address may hold: more is not a person's wish. */
export const MAX_ALERTS_PER_ADDRESS = 20;

export const ALERT_LINK_DEAD =
  'This confirmation link has expired or has already been used. Ask for the alert again from the list or the search.';
export const STOP_LINK_INVALID =
  'This link is not a valid stop link: open it again from the alert e-mail, or sign in to see your alerts.';
export const ALERT_STOPPED = 'Your alert is stopped: it sends no more e-mail.';
export const ALERT_ALREADY_STOPPED = 'This alert was already stopped: nothing was changed.';

const what = (kind: AlertKind) => newsWord[kind];

export const checkInbox = (email: string) =>
  `Check your inbox: we have sent a link to ${email}. Open it within 48 hours to start the alert; until then nothing is sent.`;

export const alertIsOn = (kind: AlertKind) =>
  `Your alert is on: we will e-mail you new ${what(kind)} like these, at most once a day. See, change or stop it in your members area.`;

/** `owner`: the signed-in member's confirmed address, which needs no confirmation mail. */
export async function subscribe(
  { email, criteria }: { email: string; criteria: Criteria },
  { address, owner, now = new Date() }: { address: string; owner?: string; now?: Date },
): Promise<'confirm' | 'on'> {
  await consume(limits.alertsByAddress(address));
  const stored = toStored(criteria);
  const own = owner !== undefined && owner === email;
  const same = await findSameAlert(email, criteria.kind, stored);
  if (same?.usedAt) return own ? 'on' : 'confirm'; // already on: says nothing to a stranger
  if (own) {
    await recordCatalogue(
      (await publishedItems(now)).map((item) => item.key),
      now,
    );
    if (same) await deleteAlert(same.id); // waiting for a link the member no longer needs
    await insertOn(email, criteria, now);
    return 'on';
  }
  if (!same && (await countAlertsOf(email)) >= MAX_ALERTS_PER_ADDRESS) {
    throw new HttpError(
      422,
      `An address can hold at most ${MAX_ALERTS_PER_ADDRESS} alerts. Stop one from its e-mail first.`,
    );
  }
  await consume(limits.alertsByTarget(email));
  const id =
    same?.id ??
    (await insertAlert({
      email,
      kind: criteria.kind,
      criteria: stored,
      tokenHash: unissuedTokenHash(),
      expiresAt: linkEnd('alert-confirmation', now.getTime()),
      confirmedAt: null,
    }));
  await queueMail({
    to: email,
    subject: `Confirm your ${company.name} alert`,
    text: [
      'Hello,',
      '',
      `Someone (we hope you) asked ${company.name} to e-mail this address new ${what(criteria.kind)}: ${describeCriteria(criteria)}.`,
      `To start the alert, open this link within 48 hours: ${LINK}`,
      '',
      'If it was not you, ignore this message: nothing will be sent, and the request is deleted in a few days.',
    ].join('\n'),
    ...singleUseLink('alert-confirmation', id),
  });
  return 'confirm';
}

async function insertOn(email: string, criteria: Criteria, now: Date): Promise<void> {
  await insertAlert({
    email,
    kind: criteria.kind,
    criteria: toStored(criteria),
    tokenHash: unissuedTokenHash(),
    expiresAt: now,
    confirmedAt: now,
  });
}

/**
 * Confirms an alert from its link, once. Everything published now is recorded first, so that
 * only what comes later is news to it. The link opened again once the alert is on finds it on
 * (`already`): the person wanted it on, and it is.
 */
export async function confirmAlert(
  token: string,
  now = new Date(),
): Promise<{ alert: Alert; already: boolean }> {
  await recordCatalogue(
    (await publishedItems(now)).map((item) => item.key),
    now,
  );
  const hash = hashToken(token);
  const alert = await confirmAlertByToken(hash, now);
  if (alert) return { alert, already: false };
  const on = await findAlertStartedBy(hash);
  if (on) return { alert: on, already: true };
  throw new HttpError(400, ALERT_LINK_DEAD);
}

/** Stops an alert from its mail's link: a forged link changes nothing, a used one says so. */
export async function stopByLink(alertId: string, token: string): Promise<string> {
  if (!validStopLink(alertId, token)) throw new HttpError(400, STOP_LINK_INVALID);
  return (await deleteAlert(alertId)) ? ALERT_STOPPED : ALERT_ALREADY_STOPPED;
}

/** A member stops one of the alerts of their own address. */
export async function stopOwnAlert(alertId: string, email: string): Promise<string> {
  if (!isUuid(alertId) || !(await deleteAlert(alertId, email))) {
    throw new HttpError(404, ALERT_ALREADY_STOPPED);
  }
  return ALERT_STOPPED;
}

/** A member changes what one of their alerts asks for. */
export async function changeOwnAlert(
  alertId: string,
  email: string,
  criteria: Criteria,
  now = new Date(),
): Promise<void> {
  const result = isUuid(alertId)
    ? await changeAlert(alertId, { email, kind: criteria.kind }, toStored(criteria), now)
    : 'gone';
  if (result === 'gone') {
    throw new HttpError(404, 'This alert is no longer there: it may have been stopped.');
  }
  if (result === 'same as another') {
    throw new HttpError(409, 'You already have an alert for exactly this search.');
  }
}

/** An alert as its owner reads it. */
export function describeAlert(alert: Pick<Alert, 'kind' | 'criteria'>): string {
  return describeCriteria(storedCriteria(alert.kind, alert.criteria));
}
