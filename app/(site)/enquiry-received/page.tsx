import type { Metadata } from 'next';
import { ButtonLink, Container, PageHero, Section } from '@/components/ui/primitives';
import { company } from '@/content/company';

// Where an enquiry form sent without JavaScript lands (the route handler redirects here).
export const metadata: Metadata = {
  title: 'Enquiry received',
  robots: { index: false, follow: true },
};

export default function EnquiryReceivedPage() {
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
