import 'server-only';
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { changeCompany } from '@/lib/db/queries/companies';
import {
  dueReminders,
  lapseCandidates,
  peopleOf,
  sendReminder,
} from '@/lib/db/queries/supplier-expiry';
import type { ReminderStage } from '@/lib/db/supplier-schema';
import { log } from '@/lib/log';
import { wakeMailWorker } from '@/lib/mail-worker';
import { repeatInProcess } from '@/lib/repeat';
import { daysUntil, lagosToday } from './dates';
import { documentName, lapsedMail, reminderMail } from './mails';
import { holdings, requiredStillValid } from './requirements';

/**
 * The expiry job: each document's reminders 30 days before, 7 days before and on the day it
 * expires (only the most urgent one due when several are, as after a stop), and a verified
 * company lapsing the day after a required document expires with no accepted renewal. Every
 * instance may run it: each reminder is claimed with its mail, each lapse is a locked change.
 */

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Most urgent first: a document due the day's reminder is not sent the week's as well. */
const stages: { stage: ReminderStage; within: number }[] = [
  { stage: '0', within: 0 },
  { stage: '7', within: 7 },
  { stage: '30', within: 30 },
];

export type ExpiryRun = { reminders: number; lapsed: number };

export async function runExpiry(now = new Date(), batch = 200): Promise<ExpiryRun> {
  const today = lagosToday(now);
  const run: ExpiryRun = { reminders: 0, lapsed: 0 };
  for (const { stage, within } of stages) {
    for (let round = 0; round < 1000; round += 1) {
      const due = await dueReminders(addDays(today, within), stage, batch);
      for (const document of due) {
        const people = await peopleOf(document.company.id);
        const mails = reminderMail(
          people,
          document.company,
          document.type,
          document.expiresOn,
          daysUntil(document.expiresOn, today),
        );
        if (await sendReminder(document.id, stage, mails)) run.reminders += 1;
      }
      await yieldToRequests();
      if (due.length < batch) break;
    }
  }
  for (const companyId of await lapseCandidates(today)) {
    const lapsed = await changeCompany(
      companyId,
      (current) => {
        const held = holdings(current.company, current.documents, today);
        if (current.company.state !== 'verified' || requiredStillValid(held))
          return { result: false };
        const expired = held
          .filter((holding) => holding.required && !holding.valid)
          .map(({ type }) => documentName(type.key));
        return {
          company: {
            state: 'lapsed',
            stateMessage: `Expired: ${expired.join(', ')}. Upload the renewed document.`,
          },
          mails: lapsedMail(current.people, current.company, expired),
          audit: [
            {
              action: 'supplier-lapsed',
              subjectType: 'company',
              subjectId: companyId,
              detail: { company: current.company.registeredName, expired },
            },
          ],
          result: true,
        };
      },
      'automatic',
    );
    if (lapsed) run.lapsed += 1;
  }
  if (run.reminders + run.lapsed > 0) wakeMailWorker();
  return run;
}

const HOUR_MS = 3_600_000;

/** Runs at start and hourly in this server process. */
export function startExpiryJob(): void {
  repeatInProcess(
    'supplier-expiry',
    HOUR_MS,
    async () => {
      const run = await runExpiry();
      if (run.reminders + run.lapsed > 0) log.info(run, 'supplier documents: reminders and lapses');
    },
    'supplier expiry run failed',
  );
}
