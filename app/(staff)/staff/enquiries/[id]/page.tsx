import type { Metadata } from 'next';
import Link from '@/components/ui/Link';
import { EnquiryForms } from '@/components/staff/inbox/EnquiryForms';
import { ReplySection } from '@/components/staff/inbox/ReplySection';
import { Fields, StaffPage, statusLabel, typeLabel, when } from '@/components/staff/kit';
import { requireStaffPage } from '@/lib/auth/staff-session';
import { recordAudit } from '@/lib/db/queries/audit';
import { enabledStaff, findEnquiry, listNotes, markRead } from '@/lib/db/queries/inbox';
import { listReplies } from '@/lib/db/queries/replies';
import { listTemplates } from '@/lib/db/queries/reply-templates';
import { enquiryTimeline } from '@/lib/db/queries/timeline';
import { fillTemplate } from '@/lib/enquiries/reply-mail';
import { readableFields } from '@/lib/enquiries/readable';
import { enquiryReference } from '@/lib/validation/enquiry-rules';
import { enquiryId } from '@/lib/validation/staff-inbox';
import { addNote, assignEnquiry, changeStatus, sendReply } from '../../actions';

export const metadata: Metadata = { title: 'Enquiry' };

type Props = { params: Promise<{ id: string }> };

/**
 * One enquiry as the visitor sent it, in the form's words (React escapes every value), its
 * workflow, notes, replies and timeline.
 */
export default async function EnquiryPage({ params }: Props) {
  const session = await requireStaffPage();
  const id = enquiryId((await params).id);
  const enquiry = id ? await findEnquiry(id) : undefined;
  // Drawn here: a page drawn per request that calls notFound() is sent with an empty body.
  if (!id || !enquiry)
    return (
      <StaffPage>
        <h1>Enquiry not found</h1>
        <p>
          No enquiry has this address: it may have been erased, on request or when its time was up.{' '}
          <Link href="/staff">Back to the inbox</Link>.
        </p>
      </StaffPage>
    );
  const [notes, people, replies, timeline, templates] = await Promise.all([
    listNotes(id),
    enabledStaff(),
    listReplies(id),
    enquiryTimeline(id),
    listTemplates(),
  ]);
  await recordAudit(session.staff, { action: 'view', subjectType: 'enquiry', subjectId: id });
  await markRead(session.staff.id, id);
  const payload = (enquiry.payload ?? {}) as Record<string, unknown>;
  // Suspected spam, also once closed: its mail waits until it is back to work.
  const held = timeline.some((event) => event.mail?.status === 'held');
  const name = typeof payload.name === 'string' && payload.name ? payload.name : '(no name)';
  const assignee = people.find((person) => person.id === enquiry.assigneeId);
  return (
    <StaffPage>
      <p>
        <Link href="/staff">Back to the inbox</Link>
      </p>
      <h1>
        {typeLabel[enquiry.type]} from {name}
      </h1>
      <Fields>
        <dt>Reference</dt>
        <dd>{enquiryReference(enquiry.id)}</dd>
        <dt>Received</dt>
        <dd>{when(enquiry.createdAt)}</dd>
        <dt>Status</dt>
        <dd data-testid="enquiry-status">{statusLabel[enquiry.status]}</dd>
        <dt>Assigned to</dt>
        <dd data-testid="enquiry-assignee">{assignee?.name ?? 'Nobody'}</dd>
      </Fields>
      <h2>What they sent</h2>
      <Fields>
        {readableFields(payload).map((field) => (
          <div key={field.key}>
            <dt>{field.label}</dt>
            <dd>{field.value}</dd>
          </div>
        ))}
        {enquiry.attachmentName && (
          <>
            <dt>CV</dt>
            <dd>
              <a href={`/api/staff/enquiries/${id}/cv`} download>
                Download {enquiry.attachmentName}
              </a>
            </dd>
          </>
        )}
      </Fields>
      <h2>Workflow</h2>
      <EnquiryForms
        id={id}
        status={enquiry.status}
        spamReason={enquiry.spamReason}
        held={held}
        assigneeId={enquiry.assigneeId}
        people={people}
        actions={{ status: changeStatus, assign: assignEnquiry, note: addNote }}
      />
      <h2>Notes</h2>
      {notes.length === 0 ? (
        <p>No notes yet.</p>
      ) : (
        <Fields>
          {notes.map((note) => (
            <div key={note.id}>
              <dt>
                {note.author ?? 'Removed staff member'}, {when(note.createdAt)}
              </dt>
              <dd>{note.body}</dd>
            </div>
          ))}
        </Fields>
      )}
      <ReplySection
        id={id}
        email={enquiry.email}
        withdrawn={enquiry.status === 'withdrawn'}
        spam={enquiry.status === 'spam' || held}
        saved={templates.map((template) => ({
          id: template.id,
          title: template.title,
          text: fillTemplate(template.body, enquiry),
        }))}
        replies={replies}
        timeline={timeline}
        action={sendReply}
      />
    </StaffPage>
  );
}
