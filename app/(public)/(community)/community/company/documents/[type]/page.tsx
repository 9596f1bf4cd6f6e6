import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { PortalPage } from '@/components/community/PortalPage';
import { ActionForm } from '@/components/forms/ActionForm.client';
import Link from '@/components/ui/Link';
import { UPLOAD_MAX_BYTES } from '@/lib/documents/upload';
import { memberCompanyPage } from '@/lib/suppliers/member-pages';
import { uploadableTypes } from '@/lib/suppliers/requirements';
import { uploadDocument } from '../../actions';

export const metadata: Metadata = { title: 'Upload a document', robots: { index: false } };

type Props = { params: Promise<{ type: string }> };

/** One document of the company, uploaded or renewed: its number, its dates and its file. */
export default async function DocumentPage({ params }: Props) {
  const { type: key } = await params;
  const path = `/community/company/documents/${encodeURIComponent(key)}`;
  const { company } = await memberCompanyPage(path);
  const type = uploadableTypes(company).find((entry) => entry.key === key);
  // A type the company does not hold, or a company no longer taking documents: its page says so.
  if (!type || company.state === 'rejected') redirect('/community/company#documents');
  return (
    <PortalPage
      title={type.name}
      intro={`Issued by ${type.issuer}. A renewal takes the place of the one we hold; our reviewers keep the earlier copy.`}
      aside={
        <p>
          <Link href="/community/company#documents">Back to the company’s documents</Link>
        </p>
      }
    >
      <ActionForm
        action={uploadDocument}
        idPrefix="document"
        permalink={path}
        label={`Upload the ${type.name}`}
        fields={[
          { kind: 'hidden', name: 'type', value: type.key },
          {
            kind: 'text',
            name: 'number',
            label: type.numberLabel,
            maxLength: 60,
            autoComplete: 'off',
          },
          { kind: 'text', type: 'date', name: 'issuedOn', label: 'Issue date' },
          ...(type.expires
            ? [
                {
                  kind: 'text' as const,
                  type: 'date' as const,
                  name: 'expiresOn',
                  label: 'Expiry date',
                },
              ]
            : []),
          {
            kind: 'file',
            name: 'file',
            label: 'The document',
            accept: 'application/pdf,image/jpeg,image/png',
            hint: `A PDF, or a JPEG or PNG photo or scan, up to ${UPLOAD_MAX_BYTES / 1024 / 1024} MB and 30 pages. We check the file itself, whatever its name says, and keep no photo's location or camera details.`,
          },
        ]}
        submitLabel="Upload"
        pendingLabel="Uploading…"
      />
    </PortalPage>
  );
}
