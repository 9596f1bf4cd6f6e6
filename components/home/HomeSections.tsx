import Link from '@/components/ui/Link';
import styled from 'styled-components';
import { ServiceTile, TileGrid } from '@/components/services/ServiceTile';
import { ButtonLink, Container, Eyebrow, Section } from '@/components/ui/primitives';
import { company } from '@/content/company';
import { catalogue, services } from '@/content/services';
import { values } from '@/content/values';
import { color } from '@/lib/theme';

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: end;
  gap: 1rem;
  margin-bottom: 2rem;
  h2 {
    font-size: clamp(1.6rem, 4vw, 2.3rem);
    margin: 0;
  }
  a {
    font-weight: 600;
  }
`;

export function Expertise() {
  return (
    <Section aria-labelledby="expertise-heading">
      <Container>
        <Heading>
          <div>
            <Eyebrow>What we do</Eyebrow>
            <h2 id="expertise-heading">OUR EXPERTISE</h2>
          </div>
          <Link href="/services">Other services &gt;&gt;</Link>
        </Heading>
        <TileGrid>
          {catalogue.slice(0, 5).map((service) => (
            <ServiceTile key={service.slug} service={service} />
          ))}
        </TileGrid>
      </Container>
    </Section>
  );
}

const AboutGrid = styled.div`
  display: grid;
  gap: 2rem;
  align-items: center;
  @media (min-width: 900px) {
    grid-template-columns: 1.2fr 1fr;
  }
  h2 {
    font-size: clamp(1.6rem, 4vw, 2.3rem);
  }
  dl {
    display: grid;
    grid-template-columns: repeat(2, 1fr);
    gap: 1rem;
    margin: 0;
  }
  dl div {
    background: #fff;
    border-left: 4px solid ${color.amberBright};
    padding: 1rem;
    border-radius: 4px;
  }
  dt {
    font-size: 0.9rem;
    color: ${color.muted};
  }
  dd {
    margin: 0;
    font-family: var(--font-heading);
    font-weight: 700;
    font-size: 1.6rem;
    color: ${color.navy};
  }
`;

export function AboutBlock() {
  const years = new Date().getFullYear() - company.foundingYear;
  return (
    <Section $tone="mist" aria-labelledby="about-heading">
      <Container>
        <AboutGrid>
          <div>
            <Eyebrow>About Us</Eyebrow>
            <h2 id="about-heading">
              An indigenous services company with an engineering office abroad
            </h2>
            <p>
              {company.name} supports operators and contractors across the oil, gas and energy
              industry. Our Port Harcourt base runs field crews, warehousing and fabrication; our
              Manchester office carries the engineering, procurement and consultancy work that
              benefits from being close to European suppliers and standards bodies.
            </p>
            <p>
              We plan every job around the safety of the people doing it, and we measure ourselves
              on the uptime of our clients&rsquo; assets.
            </p>
            <ButtonLink href="/about-us">More about us</ButtonLink>
          </div>
          <dl>
            <div>
              <dt>Years in operation</dt>
              <dd>{years}+</dd>
            </div>
            <div>
              <dt>Services offered</dt>
              <dd>{services.length}</dd>
            </div>
            <div>
              <dt>Offices</dt>
              <dd>{company.offices.length}</dd>
            </div>
            <div>
              <dt>Field emergency line</dt>
              <dd>24/7</dd>
            </div>
          </dl>
        </AboutGrid>
      </Container>
    </Section>
  );
}

const ValueList = styled.ul`
  display: grid;
  gap: 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 230px), 1fr));
  li {
    background: rgba(255, 255, 255, 0.06);
    border: 1px solid rgba(255, 255, 255, 0.16);
    border-radius: 10px;
    padding: 1.5rem;
  }
  /* The icons are drawn in navy and amber: on the navy strip they sit on a light disc. */
  img {
    box-sizing: content-box;
    width: 48px;
    height: 48px;
    padding: 10px;
    margin-bottom: 0.75rem;
    background: #eef2f7;
    border-radius: 50%;
  }
  h3 {
    font-size: 1.15rem;
  }
  p {
    margin: 0;
  }
`;

export function ValuesStrip() {
  return (
    <Section $tone="navy" aria-labelledby="values-heading">
      <Container>
        <h2 id="values-heading" className="visually-hidden">
          Our values
        </h2>
        <ValueList>
          {values.map((value) => (
            <li key={value.id}>
              <img src={value.icon} alt="" width={56} height={56} loading="lazy" />
              <h3>{value.title}</h3>
              <p>{value.description}</p>
            </li>
          ))}
        </ValueList>
      </Container>
    </Section>
  );
}
