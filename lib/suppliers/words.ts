import type { CompanyState, ReviewState, SupplierClass } from '@/lib/db/supplier-schema';
import { classEntry, type Timing } from './requirements';

/** The builders' side in words, the same on the member's pages and in the back office. */

export const companyStateLabel: Record<CompanyState, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  'action-requested': 'Action requested',
  verified: 'Verified',
  rejected: 'Rejected',
  lapsed: 'Lapsed',
};

export const reviewStateLabel: Record<ReviewState, string> = {
  submitted: 'Waiting for review',
  accepted: 'Accepted',
  rejected: 'Rejected',
  'action-requested': 'Action requested',
};

export const classLabel = (key: SupplierClass) => classEntry(key).name;

export function timingLabel(timing: Timing): string | undefined {
  if (timing.kind === 'expired') return 'Expired';
  if (timing.kind !== 'expiring') return undefined;
  return timing.days === 0
    ? 'Expires today'
    : `Expires in ${timing.days} day${timing.days === 1 ? '' : 's'}`;
}

/** How long something has waited, in the largest whole unit: "3 days", "5 hours". */
export function waited(since: Date, now = new Date()): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - since.getTime()) / 60_000));
  const unit = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  if (minutes < 60) return minutes < 1 ? 'just now' : unit(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return unit(hours, 'hour');
  return unit(Math.floor(hours / 24), 'day');
}
