import styled from 'styled-components';
import { ContactForm } from '@/components/contact/ContactForm';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { Container, PageHero, Section } from '@/components/ui/primitives';
import { company } from '@/content/company';
import { pageMetadata } from '@/lib/metadata';
import { color } from '@/lib/theme';
import { sendEnquiry } from '../actions';

export const metadata = pageMetadata({
  title: 'Contact Us',
  description: `Contact ${company.name} in Port Harcourt or Manchester, or send an enquiry about our services, careers, Canada immigration or businesses for sale.`,
  path: '/contact-us',
});

const Layout = styled.div`
  display: grid;
  gap: 2.5rem;
  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 1.5fr) minmax(0, 1fr);
  }
  .offices {
    display: grid;
    gap: 1.25rem;
    align-content: start;
  }
  .office {
    background: ${color.mist};
    border-radius: 10px;
    padding: 1.5rem;
  }
  .office h2 {
    font-size: 1.2rem;
  }
  address {
    font-style: normal;
  }
  .office p {
    margin: 0.5rem 0 0;
  }
`;

const days: Record<string, string> = { 'Mo-Fr': 'Monday to Friday' };
const hours = (spec: string) =>
  spec.replace(
    /^(\S+)\s+(\S+)$/,
    (_, d: string, h: string) => `${days[d] ?? d}, ${h.replace('-', ' to ')}`,
  );

export default function ContactPage() {
  return (
    <>
      <PageHero>
        <Container>
          <Breadcrumbs trail={[{ name: 'Contact Us', path: '/contact-us' }]} />
          <h1>Contact Us</h1>
          <p>Two offices, one team. Write to us, call either office, or use the form below.</p>
        </Container>
      </PageHero>
      <Section>
        <Container>
          <Layout>
            <ContactForm action={sendEnquiry} />
            <div className="offices">
              {company.offices.map((office) => (
                <section key={office.id} className="office" aria-labelledby={`office-${office.id}`}>
                  <h2 id={`office-${office.id}`}>{office.name}</h2>
                  <address>
                    {office.streetAddress}
                    <br />
                    {office.locality}
                    {office.postalCode ? ` ${office.postalCode}` : ''}, {office.region}
                    <br />
                    {office.country}
                  </address>
                  <p>
                    <a href={`tel:${office.phone.e164}`}>{office.phone.display}</a>
                  </p>
                  <p>{hours(office.openingHours)}</p>
                </section>
              ))}
              <section className="office" aria-labelledby="office-email">
                <h2 id="office-email">E-mail</h2>
                <p>
                  <a href={`mailto:${company.email}`}>{company.email}</a>
                </p>
              </section>
            </div>
          </Layout>
        </Container>
      </Section>
    </>
  );
}
