import { ActionForm } from '@/components/forms/ActionForm.client';
import { FormFrame } from '@/components/forms/FormFrame';
import type { ServerFormAction } from '@/components/forms/use-server-form';
import { staffStatuses } from '@/lib/validation/staff-inbox';
import { Notice, statusLabel } from '../kit';

type Props = {
  id: string;
  status: string;
  /** Why it was taken for spam on arrival, if it was. */
  spamReason?: string | null;
  /** Its mail is held (suspected spam, perhaps closed since). */
  held: boolean;
  assigneeId: string | null;
  people: { id: string; name: string; email: string }[];
  actions: { status: ServerFormAction; assign: ServerFormAction; note: ServerFormAction };
};

/**
 * The enquiry's workflow: status, assignment and a note, each its own form posting its Server
 * Action; a change goes back to the enquiry, a refusal is answered here.
 */
export function EnquiryForms({ id, status, spamReason, held, assigneeId, people, actions }: Props) {
  const enquiry = { kind: 'hidden', name: 'id', value: id } as const;
  const permalink = `/staff/enquiries/${id}`;
  // The forms stay when the member has withdrawn it, closed: a change refused because of the
  // withdrawal is answered in its own form, also on the page a browser without JavaScript gets.
  const withdrawn = status === 'withdrawn';
  return (
    <FormFrame>
      {(status === 'spam' || (held && status === 'closed')) && (
        <>
          <Notice role="status">
            {spamReason ? `Taken for spam on arrival: ${spamReason}.` : 'Marked as spam.'}
            {held && ' Its notification and the acknowledgement to the sender are held.'}
          </Notice>
          <ActionForm
            action={actions.status}
            idPrefix="not-spam"
            permalink={permalink}
            label="Not spam"
            submitLabel="Not spam"
            fields={[enquiry, { kind: 'hidden', name: 'status', value: 'new' }]}
          />
        </>
      )}
      {withdrawn && (
        <Notice role="status">
          The member withdrew this enquiry: its status and assignment can no longer change.
        </Notice>
      )}
      <ActionForm
        action={actions.status}
        idPrefix="status"
        permalink={permalink}
        label="Status change"
        submitLabel="Change status"
        closed={withdrawn}
        fields={[
          enquiry,
          {
            kind: 'select',
            name: 'status',
            label: 'Status',
            // Withdrawn is the member's to set; shown as it is while the form is closed.
            options: (withdrawn ? ['withdrawn', ...staffStatuses] : staffStatuses).map((value) => ({
              value,
              label: statusLabel[value] ?? value,
            })),
            defaultValue: status,
          },
        ]}
      />
      <ActionForm
        action={actions.assign}
        idPrefix="assign"
        permalink={permalink}
        label="Assignment"
        submitLabel="Assign"
        closed={withdrawn}
        fields={[
          enquiry,
          {
            kind: 'select',
            name: 'assignee',
            label: 'Assigned to',
            placeholder: 'Nobody',
            optional: true,
            options: people.map((person) => ({
              value: person.id,
              label: `${person.name} (${person.email})`,
            })),
            defaultValue: assigneeId ?? '',
          },
        ]}
      />
      <ActionForm
        action={actions.note}
        idPrefix="note"
        permalink={permalink}
        label="Add a note"
        submitLabel="Add note"
        fields={[
          enquiry,
          {
            kind: 'textarea',
            name: 'body',
            label: 'Internal note (staff only)',
            rows: 3,
            maxLength: 5000,
          },
        ]}
      />
    </FormFrame>
  );
}
