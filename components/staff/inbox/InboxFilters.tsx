import { enquiryStatuses, enquiryTypes } from '@/lib/db/schema';
import type { InboxFilters as Values } from '@/lib/validation/staff-inbox';
import { Button, Filters, statusLabel, typeLabel } from '../kit';

/** A GET form: the filters live in the URL, and it works without JavaScript. */
export function InboxFilters({ values }: { values: Values }) {
  return (
    <Filters method="get" action="/staff" role="search" aria-label="Filter enquiries">
      <label>
        Type
        <select name="type" defaultValue={values.type ?? ''}>
          <option value="">Any type</option>
          {enquiryTypes.map((type) => (
            <option key={type} value={type}>
              {typeLabel[type]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Status
        <select name="status" defaultValue={values.status ?? ''}>
          <option value="">Any status</option>
          {enquiryStatuses.map((status) => (
            <option key={status} value={status}>
              {statusLabel[status]}
            </option>
          ))}
        </select>
      </label>
      <label>
        From
        <input type="date" name="from" defaultValue={values.from ?? ''} />
      </label>
      <label>
        To
        <input type="date" name="to" defaultValue={values.to ?? ''} />
      </label>
      <label>
        Search name, e-mail, message
        <input type="search" name="q" maxLength={200} defaultValue={values.q ?? ''} />
      </label>
      <Button type="submit">Filter</Button>
    </Filters>
  );
}
