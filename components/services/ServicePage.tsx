import Link from '@/components/ui/Link';
import styled from 'styled-components';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { FirstPicture } from '@/components/ui/InlineSvg';
import {
  ButtonLink,
  Container,
  DetailColumns,
  PageHero,
  Section,
} from '@/components/ui/primitives';
import { company } from '@/content/company';
import { findService } from '@/content/services';
import type { Service } from '@/content/schemas/site';
import { color } from '@/lib/theme';

const Body = styled(DetailColumns).attrs({ $heading: 'clamp(1.35rem, 3vw, 1.75rem)' })`
  h2:first-child {
    margin-top: 0;
  }
  .figure {
    display: block;
    width: 100%;
    height: auto;
    overflow: hidden;
    border-radius: 10px;
    background: #dbe7f3;
  }
  .figure svg {
    display: block;
    width: 100%;
    height: auto;
  }
  .covers {
    padding-left: 1.2rem;
  }
  .covers li {
    margin-bottom: 0.5rem;
  }
  .steps {
    list-style: none;
    counter-reset: step;
    padding: 0;
    margin: 0;
  }
  .steps li {
    counter-increment: step;
    position: relative;
    padding: 0 0 1.25rem 3.25rem;
  }
  .steps li::before {
    content: counter(step);
    position: absolute;
    left: 0;
    top: 0;
    width: 2.25rem;
    height: 2.25rem;
    border-radius: 50%;
    display: grid;
    place-items: center;
    background: ${color.navy};
    color: #fff;
    font-weight: 600;
  }
  .steps h3 {
    font-size: 1.05rem;
    margin-bottom: 0.25rem;
  }
  aside ul {
    list-style: none;
    padding: 0;
    margin: 0;
  }
  aside li + li {
    margin-top: 0.75rem;
  }
  address {
    font-style: normal;
  }
`;

/** The one template every service page is rendered from. */
export function ServicePage({ service }: { service: Service }) {
  const offices = company.offices.filter((office) => service.locations.includes(office.id));
  const related = service.related.map(findService).filter((s): s is Service => Boolean(s));
  return (
    <>
      <PageHero>
        <Container>
          <Breadcrumbs
            trail={[
              { name: 'Our Solutions', path: '/services' },
              { name: service.title, path: `/${service.slug}` },
            ]}
          />
          <h1>{service.title}</h1>
          <p>{service.summary}</p>
        </Container>
      </PageHero>
      <Section>
        <Container>
          <Body>
            <div>
              <FirstPicture image={service.image} className="figure" />
              <h2>Overview</h2>
              {service.intro.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
              <h2>What the service covers</h2>
              <ul className="covers">
                {service.covers.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <h2>How we deliver it</h2>
              <ol className="steps">
                {service.delivery.map((step) => (
                  <li key={step.title}>
                    <h3>{step.title}</h3>
                    <p>{step.text}</p>
                  </li>
                ))}
              </ol>
            </div>
            <aside aria-label="Service details">
              <div>
                <h2>Where we deliver it</h2>
                <ul>
                  {offices.map((office) => (
                    <li key={office.id}>
                      <address>
                        <strong>{office.name}</strong>
                        <br />
                        {office.streetAddress}, {office.locality}, {office.country}
                        <br />
                        <a href={`tel:${office.phone.e164}`}>{office.phone.display}</a>
                      </address>
                    </li>
                  ))}
                </ul>
              </div>
              <div>
                <h2>Talk to us about {service.title.toLowerCase()}</h2>
                <p>
                  Tell us about the asset, the site and the timing, and an engineer will reply
                  within two working days.
                </p>
                <ButtonLink href={`/contact-us?type=services&service=${service.slug}`}>
                  Send an enquiry
                </ButtonLink>
              </div>
              <div>
                <h2>Related services</h2>
                <ul>
                  {related.map((item) => (
                    <li key={item.slug}>
                      <Link href={`/${item.slug}`}>{item.title}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            </aside>
          </Body>
        </Container>
      </Section>
    </>
  );
}
