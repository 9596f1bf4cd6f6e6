import type { Metadata } from 'next';
import { alertEmailField, alertFieldSpecs } from '@/components/alerts/alert-fields';
import { PortalPage } from '@/components/community/PortalPage';
import { ActionForm } from '@/components/forms/ActionForm.client';
import Link from '@/components/ui/Link';
import { criteriaFromParams, storedCriteria } from '@/lib/alerts/criteria';
import { alertListHref } from '@/lib/alerts/links';
import { isUuid } from '@/lib/alerts/stop-links';
import { currentSession } from '@/lib/auth/session';
import { findAlert } from '@/lib/db/queries/alerts';
import type { SearchParams } from '@/lib/jobs/job-search-params';
import { changeAlert, subscribeAlert } from '../actions';

export const metadata: Metadata = {
  title: 'E-mail alerts',
  description:
    'Be told by e-mail when new jobs or businesses for sale like your search are published.',
  alternates: { canonical: '/alerts' },
  robots: { index: false },
};

type Props = { searchParams: Promise<SearchParams> };

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * "E-mail me new jobs like these" from the job list (and so the wizard's result), "E-mail me new
 * listings like this" from the business search: the search arrives in the address and fills the
 * form. A member's own alert opens here to be changed (`?change=<id>`).
 */
export default async function AlertsPage({ searchParams }: Props) {
  const params = await searchParams;
  const session = await currentSession();
  const email = session?.member?.email.toLowerCase() ?? '';
  const changeId = one(params.change);
  const owned = changeId && email && isUuid(changeId) ? await findAlert(changeId) : undefined;
  // An opportunity alert has nothing to change: it follows its company (the board starts it).
  const changing = owned?.email === email && owned.kind !== 'opportunities' ? owned : undefined;
  const kind = changing?.kind ?? (one(params.kind) === 'businesses' ? 'businesses' : 'jobs');
  const criteria = changing
    ? storedCriteria(changing.kind, changing.criteria)
    : criteriaFromParams(kind, params);
  const what = kind === 'jobs' ? 'jobs' : 'listings';
  const query = new URLSearchParams(
    Object.entries(params).flatMap(([key, value]) =>
      typeof value === 'string' ? [[key, value]] : [],
    ),
  ).toString();
  return (
    <PortalPage
      title={
        changing
          ? 'Change your alert'
          : `E-mail me new ${what} like ${kind === 'jobs' ? 'these' : 'this'}`
      }
      intro={`At most one e-mail a day, only when new ${what} like ${kind === 'jobs' ? 'these' : 'your search'} are published; each e-mail stops the alert in one click.`}
      aside={
        <p>
          {changing ? (
            <Link href="/community#alerts">Back to your alerts</Link>
          ) : (
            <Link href={alertListHref(criteria)}>
              Back to the {kind === 'jobs' ? 'job list' : 'search'}
            </Link>
          )}
          . We keep your address only for this alert; see our{' '}
          <Link href="/privacy">privacy notice</Link>.
        </p>
      }
    >
      <ActionForm
        action={changing ? changeAlert : subscribeAlert}
        idPrefix="alert"
        permalink={query ? `/alerts?${query}` : '/alerts'}
        label={changing ? 'Change your alert' : `E-mail alert for new ${what}`}
        fields={[
          ...alertFieldSpecs(criteria),
          changing ? { kind: 'hidden', name: 'alert', value: changing.id } : alertEmailField(email),
        ]}
        submitLabel={changing ? 'Save the alert' : `E-mail me new ${what}`}
        pendingLabel="Sending…"
      />
    </PortalPage>
  );
}
