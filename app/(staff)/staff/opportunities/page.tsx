import type { Metadata } from 'next';
import { opportunityFields } from '@/components/board/opportunity-fields';
import { ActionForm } from '@/components/forms/ActionForm.client';
import { FormFrame } from '@/components/forms/FormFrame';
import { CardTable } from '@/components/staff/CardTable';
import { Notice, Pager, StaffPage } from '@/components/staff/kit';
import Link from '@/components/ui/Link';
import { requireStaffPage } from '@/lib/auth/staff-session';
import { staffOpportunityPath } from '@/lib/board/paths';
import { mayPublish, NOT_A_PUBLISHER } from '@/lib/board/permission';
import { opportunityState } from '@/lib/board/states';
import { kindLabel } from '@/lib/board/words';
import { countOpportunities, listOpportunities, publishers } from '@/lib/db/queries/opportunities';
import { createOpportunity, setPublisher } from './actions';

export const metadata: Metadata = {
  title: 'Opportunities',
  robots: { index: false, follow: false },
};

const PAGE_SIZE = 50;

type Props = { searchParams: Promise<{ page?: string | string[] }> };

/**
 * Every opportunity, newest first, with where it stands and what waits on it (questions to
 * answer, expressions of interest); the form that drafts a new one; and, for admins, who may
 * publish.
 */
export default async function OpportunitiesPage({ searchParams }: Props) {
  const session = await requireStaffPage();
  const { page: pageParam } = await searchParams;
  const page = Math.max(1, Math.min(1000, Number(pageParam) || 1));
  const admin = session.staff.role === 'admin';
  const [rows, total, team] = await Promise.all([
    listOpportunities({ limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
    countOpportunities(),
    admin ? publishers() : [],
  ]);
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const now = new Date();
  return (
    <StaffPage>
      <h1>Opportunities</h1>
      <p>
        {total} in all. A draft is seen by staff only; once published, every change is a numbered
        addendum mailed to the interested companies.
      </p>
      {rows.length === 0 ? (
        <p>No opportunities yet.</p>
      ) : (
        <CardTable
          caption="Opportunities, newest first"
          rows={rows}
          rowKey={(row) => row.id}
          columns={[
            {
              key: 'title',
              label: 'Title',
              cell: (row) => <Link href={staffOpportunityPath(row.id)}>{row.title}</Link>,
            },
            { key: 'kind', label: 'Kind', cell: (row) => kindLabel[row.kind] },
            {
              key: 'state',
              label: 'Where it stands',
              cell: (row) =>
                `${opportunityState(row, now)}${row.visibility === 'invited' ? ' · invited only' : ''}`,
            },
            { key: 'interested', label: 'Interested', cell: (row) => String(row.interested) },
            {
              key: 'submitted',
              label: 'Expressions of interest',
              cell: (row) => String(row.submitted),
            },
            {
              key: 'questions',
              label: 'Questions to answer',
              cell: (row) => String(row.unanswered),
            },
          ]}
        />
      )}
      {pages > 1 && (
        <Pager aria-label="Pages of opportunities">
          {page > 1 && <Link href={`/staff/opportunities?page=${page - 1}`}>Newer</Link>}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages && <Link href={`/staff/opportunities?page=${page + 1}`}>Older</Link>}
        </Pager>
      )}

      <h2 id="new">Draft a new opportunity</h2>
      {mayPublish(session.staff) ? (
        <FormFrame>
          <p>
            A draft is seen by staff only. Add its documents and invitations on its page, then
            publish it.
          </p>
          <ActionForm
            action={createOpportunity}
            idPrefix="new-opportunity"
            permalink="/staff/opportunities"
            label="Draft a new opportunity"
            fields={opportunityFields()}
            submitLabel="Save the draft"
          />
        </FormFrame>
      ) : (
        <Notice>{NOT_A_PUBLISHER}</Notice>
      )}

      {admin && (
        <>
          <h2 id="publishers">Who may publish</h2>
          <p>
            Admins always may. Staff given the permission publish opportunities, their changes and
            answers, the outcomes, and notices to the community.
          </p>
          <FormFrame>
            <CardTable
              caption="Staff and the permission to publish"
              rows={team.filter((member) => member.role !== 'admin')}
              rowKey={(member) => member.id}
              columns={[
                {
                  key: 'name',
                  label: 'Name',
                  cell: (member) => `${member.name} (${member.email})`,
                },
                {
                  key: 'may',
                  label: 'May publish',
                  cell: (member) => (member.canPublish ? 'Yes' : 'No'),
                },
                {
                  key: 'change',
                  label: 'Change',
                  cell: (member) => (
                    <ActionForm
                      key={`${member.id}:${member.canPublish}`}
                      action={setPublisher}
                      idPrefix={`publisher-${member.id.slice(0, 8)}`}
                      permalink="/staff/opportunities"
                      label={`Publishing permission of ${member.name}`}
                      fields={[
                        { kind: 'hidden', name: 'staff', value: member.id },
                        {
                          kind: 'hidden',
                          name: 'allowed',
                          value: member.canPublish ? 'no' : 'yes',
                        },
                      ]}
                      submitLabel={
                        member.canPublish
                          ? `Take it from ${member.name}`
                          : `Let ${member.name} publish`
                      }
                      tone={member.canPublish ? 'danger' : undefined}
                    />
                  ),
                },
              ]}
            />
          </FormFrame>
        </>
      )}
    </StaffPage>
  );
}
