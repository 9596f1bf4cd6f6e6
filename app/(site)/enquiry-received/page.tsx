import type { Metadata } from 'next';
import { ButtonLink, Container, PageHero, Section } from '@/components/ui/primitives';
import { company } from '@/content/company';
import { isEnquiryReference } from '@/lib/validation/enquiry-rules';

// Where an enquiry form sent without JavaScript lands: the route handler redirects here with the
// enquiry's reference, which the page repeats only when it has that shape (never other text).
export const metadata: Metadata = {
  title: 'Enquiry received',
  robots: { index: false, follow: true },
};

type Props = { searchParams: Promise<{ ref?: string | string[] }> };

export default async function EnquiryReceivedPage({ searchParams }: Props) {
  const { ref } = await searchParams;
  const reference = typeof ref === 'string' && isEnquiryReference(ref) ? ref : undefined;
  return (
    <>
      <PageHero>
        <Container>
          <h1>Thank you: we have your enquiry</h1>
          <p>The right team will reply by e-mail within two working days.</p>
        </Container>
      </PageHero>
      <Section>
        <Container>
          {reference && (
            <p>
              Your reference: <strong>{reference}</strong>. Please quote it if you write to us about
              this enquiry.
            </p>
          )}
          <p>
            If it is urgent, write to <a href={`mailto:${company.email}`}>{company.email}</a> or
            call one of our offices.
          </p>
          <ButtonLink href="/">Back to the home page</ButtonLink>
        </Container>
      </Section>
    </>
  );
}
