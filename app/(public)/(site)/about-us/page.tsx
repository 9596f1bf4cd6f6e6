import Link from '@/components/ui/Link';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { ButtonLink, Container, PageHero, Prose, Section } from '@/components/ui/primitives';
import { company } from '@/content/company';
import { services } from '@/content/services';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: 'About Us',
  description: `${company.name}: our mission, how we serve clients, and our commitment to safety and the environment in the Niger Delta and beyond.`,
  path: '/about-us',
});

const { uk, nigeria: ng } = company.registration;

export default function AboutPage() {
  return (
    <>
      <PageHero>
        <Container>
          <Breadcrumbs trail={[{ name: 'About Us', path: '/about-us' }]} />
          <h1>About {company.name}</h1>
          <p>
            Founded in Port Harcourt in {company.foundingYear}, we are an indigenous oil, gas and
            energy services contractor with an engineering and procurement office in Manchester.
          </p>
        </Container>
      </PageHero>
      <Section>
        <Container>
          <Prose>
            <h2>Our mission</h2>
            <p>
              To keep our clients&rsquo; assets running safely and efficiently by putting trained
              local crews, sound engineering and reliable supply on every job. We grew from a
              four-person maintenance team into a contractor that builds, supplies, staffs and
              advises, but the mission has not changed: do the work properly, and send everyone home
              safe.
            </p>
            <h2>How we serve clients</h2>
            <p>
              Each contract has one accountable project lead, one quality plan and one set of
              reports. Field work is planned from Port Harcourt, where we keep our crews, yard and
              warehouse; design reviews, sourcing from European mills and technical consultancy are
              handled in Manchester. Clients get the responsiveness of a local company and the
              documentation of an international one.
            </p>
            <ul>
              <li>A written scope, method statement and risk assessment before mobilisation.</li>
              <li>Daily progress reports with photographs, and a close-out dossier at the end.</li>
              <li>Nigerian content plans that train and employ people from host communities.</li>
            </ul>
            <h2>Safety and the environment</h2>
            <p>
              Our health, safety and environment system is aligned with ISO 45001 and ISO 14001.
              Every worker holds a valid permit-to-work induction, every lift has a lift plan, and
              anyone on site can stop a job they believe is unsafe. We track leading indicators
              &mdash; near misses reported, toolbox talks held, audits closed &mdash; not only
              incidents.
            </p>
            <p>
              On the environment we focus on what our work touches directly: containment and correct
              disposal of drilling fluids and chemicals, spill kits on every site, and restoring
              rights-of-way after pipeline work.
            </p>
            <p>
              Read more about <Link href="/who-we-are">the people who lead the company</Link>, or
              browse <Link href="/services">our {services.length} services</Link>.
            </p>
            <ButtonLink href="/services">OUR SOLUTIONS</ButtonLink>
          </Prose>
        </Container>
      </Section>
      <Section $tone="mist" aria-labelledby="company-information">
        <Container>
          <Prose>
            <h2 id="company-information">Company information</h2>
            <h3>In the United Kingdom</h3>
            <p>
              {uk.registeredName} is a private limited company registered in {uk.registeredIn},
              company number {uk.companyNumber}. Registered office: {uk.registeredOffice}.
            </p>
            <h3>In Nigeria</h3>
            <p>
              {ng.registeredName} is registered with the Corporate Affairs Commission, {ng.rcNumber}
              . Registered office: {ng.registeredOffice}.
            </p>
            <h3>Immigration information</h3>
            <p>{company.immigrationAdvice.statement}</p>
          </Prose>
        </Container>
      </Section>
    </>
  );
}
