import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { PortalPage } from '@/components/community/PortalPage';
import { ActionForm } from '@/components/forms/ActionForm.client';
import Link from '@/components/ui/Link';
import { identityDocuments } from '@/content/supplier-documents';
import { memberCompanyPage } from '@/lib/suppliers/member-pages';
import { uploadIdentity } from '../actions';

export const metadata: Metadata = { title: 'Identity check', robots: { index: false } };

const PATH = '/community/company/identity';
const accept = 'image/jpeg,image/png';

/**
 * The responsible person's identity document: its type, number and images. The page says who
 * sees the images and for how long before anything is sent.
 */
export default async function IdentityPage() {
  const { company, identity } = await memberCompanyPage(PATH);
  // Decided for good, or accepted: the company's page says where the check stands.
  if (company.state === 'rejected' || identity?.state === 'accepted')
    redirect('/community/company#identity');
  return (
    <PortalPage
      title="Identity check"
      intro={`The identity document of ${company.responsibleName}, the person responsible for ${company.registeredName}.`}
      aside={
        <p>
          <Link href="/community/company#identity">Back to the company</Link>
        </p>
      }
    >
      <p>
        Photograph or scan the document flat, in good light, every corner in the picture. The images
        are sealed before they are stored: only our reviewers see them, after a second sign-in
        check, and each view is recorded. They are deleted as soon as a reviewer decides, or after
        30 days if nobody has; we keep only the decision, the type of document and the last four
        characters of its number. Nothing compares the face automatically. See our{' '}
        <Link href="/privacy">privacy notice</Link>.
      </p>
      <ActionForm
        action={uploadIdentity}
        idPrefix="identity"
        permalink={PATH}
        label="Upload the identity document"
        fields={[
          {
            kind: 'select',
            name: 'documentType',
            label: 'Document',
            options: identityDocuments.map((document) => ({
              value: document.key,
              label: document.name,
            })),
          },
          {
            kind: 'text',
            name: 'number',
            label: 'Its number',
            hint: 'We keep only its last four characters.',
            autoComplete: 'off',
            maxLength: 40,
          },
          {
            kind: 'file',
            name: 'front',
            label: 'Front (the side with the photo)',
            accept,
            hint: 'A JPEG or PNG photo or scan, up to 10 MB.',
          },
          {
            kind: 'file',
            name: 'back',
            label: 'Back',
            accept,
            optional: true,
            hint: 'Needed for cards (a driver’s licence, a voter’s card); not for a passport or a NIN slip.',
          },
        ]}
        submitLabel="Upload"
        pendingLabel="Uploading…"
      />
    </PortalPage>
  );
}
