import type { Metadata } from 'next';
import { PortalPage } from '@/components/community/PortalPage';
import { ActionForm } from '@/components/forms/ActionForm.client';
import { profileFields, workFields } from '@/components/suppliers/profile-fields';
import Link from '@/components/ui/Link';
import { memberCompanyPage } from '@/lib/suppliers/member-pages';
import { profileOpen } from '@/lib/suppliers/membership';
import { changeCompanyWork, editCompany } from '../actions';

export const metadata: Metadata = { title: 'Change the company', robots: { index: false } };

const PATH = '/community/company/profile';

/**
 * The company's profile: all of it while the company is a draft or asked for changes; once
 * submitted, what staff checked stays and only the trades and areas change.
 */
export default async function CompanyProfilePage() {
  const { company } = await memberCompanyPage(PATH);
  const open = profileOpen(company);
  return (
    <PortalPage
      title={open ? 'Change the profile' : 'Change the trades and areas'}
      intro={
        open
          ? 'Correct anything before you submit the company for review.'
          : 'The rest of the profile is what our reviewers checked: to change it, write to us.'
      }
      aside={
        <p>
          <Link href="/community/company">Back to the company</Link>
        </p>
      }
    >
      <ActionForm
        action={open ? editCompany : changeCompanyWork}
        idPrefix="company"
        permalink={PATH}
        label={open ? 'The company’s profile' : 'The company’s trades and areas'}
        fields={open ? profileFields(company) : workFields(company)}
        submitLabel="Save"
      />
    </PortalPage>
  );
}
