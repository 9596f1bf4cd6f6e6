import type { Metadata } from 'next';
import { ActionForm } from '@/components/forms/ActionForm.client';
import { FormFrame } from '@/components/forms/FormFrame';
import { StaffPage, typeLabel } from '@/components/staff/kit';
import { requireStaffPage } from '@/lib/auth/staff-session';
import { enquiryTypes } from '@/lib/db/schema';
import { MAX_RECIPIENTS, notificationRoutes } from '@/lib/enquiries/routing';
import { saveRouting } from '../actions';

export const metadata: Metadata = { title: 'Notifications' };

const from = {
  'back office': 'set here',
  environment: 'from the server’s NOTIFY_ setting',
  default: 'the company’s address',
} as const;

/**
 * Where the company's notification of each type of enquiry goes (admins): job applications to
 * hiring, business enquiries to sales, and so on. The visitor's acknowledgement is not affected.
 */
export default async function NotificationsPage() {
  await requireStaffPage('admin');
  const routes = await notificationRoutes();
  return (
    <StaffPage>
      <h1>Where notifications go</h1>
      <p>
        Each new enquiry mails the people listed for its type, with a link to it here. Leave a list
        empty to use the server&rsquo;s setting or the company&rsquo;s address. Up to{' '}
        {MAX_RECIPIENTS} addresses each, separated by commas.
      </p>
      <FormFrame>
        <ActionForm
          action={saveRouting}
          idPrefix="routing"
          permalink="/staff/notifications"
          label="Where notifications go"
          submitLabel="Save"
          fields={enquiryTypes.map((type) => {
            const route = routes[type];
            return {
              kind: 'text' as const,
              name: type,
              label: `${typeLabel[type]} enquiries`,
              optional: true,
              autoComplete: 'off',
              maxLength: 3000,
              hint: `Now: ${route.recipients.join(', ')} (${from[route.source]})`,
              defaultValue: route.source === 'back office' ? route.recipients.join(', ') : '',
            };
          })}
        />
      </FormFrame>
    </StaffPage>
  );
}
