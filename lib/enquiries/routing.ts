import 'server-only';
import * as z from 'zod/mini';
import { company } from '@/content/company';
import { storedRoutes } from '@/lib/db/queries/routing';
import { enquiryTypes, type EnquiryType } from '@/lib/db/schema';
import { env } from '@/lib/env';

/** At most this many people receive one type's notification. */
export const MAX_RECIPIENTS = 10;

const address = z.email();

/** A list as typed ("a@x.example, b@x.example"): lower-cased, each once, or what is wrong. */
export function parseRecipients(text: string): { recipients: string[] } | { error: string } {
  const parts = text
    .split(/[,;\s]+/)
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  const wrong = parts.find((part) => part.length > 254 || !address.safeParse(part).success);
  if (wrong) return { error: `“${wrong.slice(0, 80)}” is not an e-mail address` };
  const recipients = [...new Set(parts)];
  if (recipients.length > MAX_RECIPIENTS) return { error: `At most ${MAX_RECIPIENTS} addresses` };
  return { recipients };
}

const envName: Record<EnquiryType, keyof ReturnType<typeof env>> = {
  study: 'NOTIFY_STUDY',
  'job-application': 'NOTIFY_JOB_APPLICATION',
  business: 'NOTIFY_BUSINESS',
  contact: 'NOTIFY_CONTACT',
};

export type Route = {
  recipients: string[];
  /** Where the list comes from: set by an admin, the environment, or the company's address. */
  source: 'back office' | 'environment' | 'default';
};

/**
 * Who receives the company's notification of each type: the back office's setting, else
 * NOTIFY_<TYPE> (an unreadable one is ignored), else the company's one address.
 */
export async function notificationRoutes(): Promise<Record<EnquiryType, Route>> {
  const stored = await storedRoutes();
  const settings = env();
  return Object.fromEntries(
    enquiryTypes.map((type) => {
      const set = stored[type];
      if (set && set.length > 0) return [type, { recipients: set, source: 'back office' }];
      const fromEnv = parseRecipients(String(settings[envName[type]] ?? ''));
      if ('recipients' in fromEnv && fromEnv.recipients.length > 0)
        return [type, { recipients: fromEnv.recipients, source: 'environment' }];
      return [type, { recipients: [company.email], source: 'default' }];
    }),
  ) as Record<EnquiryType, Route>;
}

export async function recipientsFor(type: EnquiryType): Promise<string[]> {
  return (await notificationRoutes())[type].recipients;
}
