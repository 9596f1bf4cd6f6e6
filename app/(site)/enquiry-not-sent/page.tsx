import type { Metadata } from 'next';
import { ButtonLink, Container, PageHero, Section } from '@/components/ui/primitives';
import { company } from '@/content/company';
import { FIELD_HINTS, isFormPath } from '@/lib/enquiries/not-sent';

// Where an enquiry form sent without JavaScript lands when the server refuses it (see
// lib/enquiries/not-sent.ts): every sentence here is fixed; the address only selects them.
export const metadata: Metadata = {
  title: 'Enquiry not sent',
  robots: { index: false, follow: true },
};

const REASONS: Record<string, string> = {
  '400': 'The form could not be read. Please send it again.',
  '403': 'The form must be sent from a page of this site.',
  '413': 'The form was too large to send: a CV may be at most 5 MB.',
  '415': 'The form could not be read. Please send it again.',
  '422': 'Some answers were not accepted:',
  '429':
    'We are receiving too many enquiries or attachments just now. Please try again in an hour, or send yours without an attachment.',
};
const FALLBACK = 'Your enquiry could not be sent. Please try again.';
const UNNAMED_FIELDS = 'Some answers were not accepted. Please check the form and send it again.';

type Props = {
  searchParams: Promise<{
    status?: string | string[];
    fields?: string | string[];
    from?: string | string[];
  }>;
};

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');

export default async function EnquiryNotSentPage({ searchParams }: Props) {
  const query = await searchParams;
  const hints = [...new Set(one(query.fields).split(','))].flatMap((field) =>
    Object.hasOwn(FIELD_HINTS, field) ? [FIELD_HINTS[field]] : [],
  );
  const status = one(query.status);
  const reason =
    status === '422' && hints.length === 0 ? UNNAMED_FIELDS : (REASONS[status] ?? FALLBACK);
  const from = one(query.from);
  const back = isFormPath(from) ? from : undefined;
  return (
    <>
      <PageHero>
        <Container>
          <h1>Your enquiry was not sent</h1>
          <p>{reason}</p>
        </Container>
      </PageHero>
      <Section>
        <Container>
          {hints.length > 0 && (
            <ul>
              {hints.map((hint) => (
                <li key={hint}>{hint}</li>
              ))}
            </ul>
          )}
          <p>
            Your browser&apos;s Back button returns to the form with your answers still in it.
            Nothing was stored.
          </p>
          <p>
            You can also write to <a href={`mailto:${company.email}`}>{company.email}</a>.
          </p>
          <ButtonLink href={back ?? '/contact-us'}>
            {back ? 'Back to the form' : 'Go to the contact form'}
          </ButtonLink>
        </Container>
      </Section>
    </>
  );
}
