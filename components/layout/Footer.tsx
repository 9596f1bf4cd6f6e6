import Link from '@/components/ui/Link';
import styled from 'styled-components';
import { company } from '@/content/company';
import { navigation } from '@/content/navigation';
import { catalogue, specialistServices } from '@/content/services';
import { color, layout } from '@/lib/theme';
import { SocialIcon } from './SocialIcon';

const Shell = styled.footer`
  background: ${color.navyDeep};
  color: #dbe3ee;
  font-size: 0.95rem;
  a {
    color: #fff;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  h2 {
    color: #fff;
    font-size: 1.05rem;
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
  h3 {
    color: #fff;
    font-size: 0.95rem;
    margin: 1.25rem 0 0.6rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    margin-bottom: 0.45rem;
  }
  address {
    font-style: normal;
    margin-bottom: 1rem;
  }
  .columns {
    max-width: ${layout.maxWidth};
    margin: 0 auto;
    padding: 3rem ${layout.gutter} 2rem;
    display: grid;
    gap: 2rem;
    grid-template-columns: 1fr;
  }
  @media (min-width: 768px) {
    .columns {
      grid-template-columns: 1fr 1.4fr 1.4fr;
    }
  }
  .services {
    columns: 1;
  }
  @media (min-width: 1024px) {
    .services {
      columns: 2;
      column-gap: 1.5rem;
    }
  }
  .office-name {
    color: #fff;
    font-weight: 600;
    display: block;
  }
  .social {
    display: flex;
    gap: 0.75rem;
    margin-top: 1rem;
  }
  .social a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    border-radius: 50%;
    background: ${color.steel};
  }
  .social a:hover {
    background: ${color.amber};
  }
  .legal {
    border-top: 1px solid rgba(255, 255, 255, 0.15);
    text-align: center;
    padding: 1.25rem ${layout.gutter};
    margin: 0;
    font-size: 0.85rem;
  }
  .legal p {
    max-width: 60rem;
    margin: 0 auto 0.5rem;
  }
  /* A link inside a sentence, or with words beside it on its line (a number and whose it is),
     is underlined, not told apart by colour alone. */
  .legal a,
  a.phone {
    text-decoration: underline;
  }
`;

const { uk, nigeria: ng } = company.registration;

export function Footer() {
  return (
    <Shell>
      <div className="columns">
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">Company</h2>
          <ul>
            {navigation.footer.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services">Our services</h2>
          <ul className="services">
            {catalogue.map((service) => (
              <li key={service.slug}>
                <Link href={`/${service.slug}`}>{service.title}</Link>
              </li>
            ))}
          </ul>
          <h3 id="footer-oilfield">Oilfield operations support</h3>
          <ul className="services" aria-labelledby="footer-oilfield">
            {specialistServices.map((service) => (
              <li key={service.slug}>
                <Link href={`/${service.slug}`}>{service.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact</h2>
          {company.offices.map((office) => (
            <address key={office.id}>
              <span className="office-name">{office.name}</span>
              {office.streetAddress}, {office.locality}
              {office.postalCode ? ` ${office.postalCode}` : ''}, {office.country}
            </address>
          ))}
          <ul>
            <li>
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </li>
            {company.phones.map((phone) => (
              <li key={phone.e164}>
                <a className="phone" href={`tel:${phone.e164}`}>
                  {phone.display}
                </a>{' '}
                <span>({phone.label})</span>
              </li>
            ))}
          </ul>
          <div className="social">
            {company.social.map((link) => (
              <a key={link.network} href={link.url} aria-label={link.label}>
                <SocialIcon network={link.network} />
              </a>
            ))}
          </div>
        </section>
      </div>
      <div className="legal">
        <p>
          © {new Date().getFullYear()} {company.legalName}. All rights reserved.
        </p>
        <p>
          {uk.registeredName}, registered in {uk.registeredIn}, company number {uk.companyNumber}.
          Registered office: {uk.registeredOffice}. In Nigeria: {ng.registeredName}, {ng.rcNumber}.{' '}
          <Link href="/about-us#company-information">Company information</Link>
        </p>
      </div>
    </Shell>
  );
}
