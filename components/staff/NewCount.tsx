import { countNew } from '@/lib/db/queries/inbox';

/** The number of new enquiries, for the staff header; render it only behind requireStaffPage. */
export async function NewCount() {
  const count = await countNew();
  return <span aria-label={`${count} new enquiries`}>{count} new</span>;
}
