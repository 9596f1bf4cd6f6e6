import { staffStatuses } from '@/lib/validation/staff-inbox';
import { Button, Filters, Notice, statusLabel } from './ui';

type Props = {
  id: string;
  status: string;
  assigneeId: string | null;
  people: { id: string; name: string; email: string }[];
};

/** The enquiry's workflow as native forms posting to its route handler (303 back here). */
export function EnquiryForms({ id, status, assigneeId, people }: Props) {
  const action = `/api/staff/enquiries/${id}`;
  const withdrawn = status === 'withdrawn';
  return (
    <>
      {withdrawn ? (
        <Notice role="status">
          The member withdrew this enquiry: its status and assignment can no longer change.
        </Notice>
      ) : (
        <>
          <Filters method="post" action={action} aria-label="Status change">
            <input type="hidden" name="action" value="status" />
            <label>
              Status
              <select name="status" defaultValue={status}>
                {staffStatuses.map((value) => (
                  <option key={value} value={value}>
                    {statusLabel[value]}
                  </option>
                ))}
              </select>
            </label>
            <Button type="submit">Change status</Button>
          </Filters>
          <Filters method="post" action={action} aria-label="Assignment">
            <input type="hidden" name="action" value="assign" />
            <label>
              Assigned to
              <select name="assignee" defaultValue={assigneeId ?? ''}>
                <option value="">Nobody</option>
                {people.map((person) => (
                  <option key={person.id} value={person.id}>
                    {person.name} ({person.email})
                  </option>
                ))}
              </select>
            </label>
            <Button type="submit">Assign</Button>
          </Filters>
        </>
      )}
      <Filters method="post" action={action} aria-label="Add a note">
        <input type="hidden" name="action" value="note" />
        <label>
          Internal note (staff only)
          <textarea name="body" rows={3} cols={50} maxLength={5000} required />
        </label>
        <Button type="submit">Add note</Button>
      </Filters>
    </>
  );
}
