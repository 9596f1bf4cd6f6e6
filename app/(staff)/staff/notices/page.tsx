import type { Metadata } from 'next';
import { ActionForm } from '@/components/forms/ActionForm.client';
import { FocusedStatus } from '@/components/forms/FocusedStatus.client';
import { FormFrame } from '@/components/forms/FormFrame';
import { Fields, Notice, StaffPage, when } from '@/components/staff/kit';
import { requireStaffPage } from '@/lib/auth/staff-session';
import { mayPublish, NOT_A_PUBLISHER } from '@/lib/board/permission';
import { noticesWithResults } from '@/lib/db/queries/notices';
import { postNotice } from '../opportunities/actions';

export const metadata: Metadata = { title: 'Notices', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<{ saved?: string | string[] }> };

/**
 * Notices to the community: the form that posts one (with at most one poll), and each notice
 * with its poll's results, a company counted once. Members read them in their area; they cannot
 * post, so there is nothing to moderate.
 */
export default async function NoticesPage({ searchParams }: Props) {
  const session = await requireStaffPage();
  const notices = await noticesWithResults();
  const { saved } = await searchParams;
  return (
    <StaffPage>
      <h1>Notices</h1>
      {saved === 'posted' && (
        <FormFrame>
          <FocusedStatus message="The notice is posted: members see it in their area." />
        </FormFrame>
      )}
      <p>
        Members read the newest notices in their members area. A poll is answered once per company,
        by any of its members; only staff see the results.
      </p>
      <h2>Post a notice</h2>
      {mayPublish(session.staff) ? (
        <FormFrame>
          <ActionForm
            action={postNotice}
            idPrefix="notice"
            permalink="/staff/notices"
            label="Post a notice"
            fields={[
              { kind: 'text', name: 'title', label: 'Title', maxLength: 160 },
              { kind: 'textarea', name: 'body', label: 'Notice', rows: 6, maxLength: 6000 },
              {
                kind: 'text',
                name: 'pollQuestion',
                label: 'Poll question',
                optional: true,
                maxLength: 300,
                hint: 'Leave empty for a notice without a poll.',
              },
              {
                kind: 'textarea',
                name: 'pollChoices',
                label: 'Poll choices',
                optional: true,
                rows: 4,
                maxLength: 2000,
                hint: '2 to 6, one a line.',
              },
            ]}
            submitLabel="Post the notice"
          />
        </FormFrame>
      ) : (
        <Notice>{NOT_A_PUBLISHER}</Notice>
      )}
      <h2>Posted</h2>
      {notices.length === 0 ? (
        <p>No notices yet.</p>
      ) : (
        notices.map((notice) => (
          <section key={notice.id} aria-labelledby={`notice-${notice.id}`}>
            <h3 id={`notice-${notice.id}`}>{notice.title}</h3>
            <Fields>
              <div>
                <dt>Posted</dt>
                <dd>{when(notice.createdAt)}</dd>
              </div>
              <div>
                <dt>Notice</dt>
                <dd>{notice.body}</dd>
              </div>
              {notice.pollQuestion && (
                <div>
                  <dt>Poll: {notice.pollQuestion}</dt>
                  <dd>
                    <ul>
                      {(notice.pollChoices ?? []).map((choice, index) => (
                        <li key={choice}>
                          {choice}: {notice.results[index]}{' '}
                          {notice.results[index] === 1 ? 'company' : 'companies'}
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
              )}
            </Fields>
          </section>
        ))
      )}
    </StaffPage>
  );
}
