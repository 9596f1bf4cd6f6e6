import type { ClosingStanding } from '@/lib/db/board-schema';
import type { Company, SupplierDocument } from '@/lib/db/supplier-schema';
import { lagosToday } from '@/lib/suppliers/dates';
import { holdings } from '@/lib/suppliers/requirements';

/**
 * A company's standing when an opportunity closed, for the staff who shortlist: its state, and
 * each required document that was not valid on the closing day in Lagos (expired, or never
 * accepted), counting only what the company had uploaded by the closing time.
 */
export function closingStanding(
  company: Company,
  documents: readonly SupplierDocument[],
  closesAt: Date,
): ClosingStanding {
  const held = documents.filter((document) => document.uploadedAt.getTime() <= closesAt.getTime());
  const lapsed = holdings(company, held, lagosToday(closesAt))
    .filter((holding) => holding.required && !holding.valid)
    .map((holding) => holding.type.name);
  return { state: company.state, lapsed };
}
