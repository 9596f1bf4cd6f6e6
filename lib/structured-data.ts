import { company } from '@/content/company';
import { absoluteUrl, siteUrl } from './site';

const organizationId = `${siteUrl}/#organization`;

/** The company and one LocalBusiness per office, as one graph for the home page. */
export function organizationJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': organizationId,
        name: company.name,
        legalName: company.legalName,
        url: absoluteUrl('/'),
        logo: absoluteUrl('/images/logo.svg'),
        email: company.email,
        foundingDate: String(company.foundingYear),
        description: company.description,
        sameAs: company.social.map((link) => link.url),
        contactPoint: company.phones.map((phone) => ({
          '@type': 'ContactPoint',
          telephone: phone.e164,
          contactType: phone.label,
        })),
      },
      ...company.offices.map((office) => ({
        '@type': 'ProfessionalService',
        '@id': `${siteUrl}/#office-${office.id}`,
        name: `${company.name}, ${office.locality}`,
        parentOrganization: { '@id': organizationId },
        url: absoluteUrl('/'),
        image: absoluteUrl('/images/logo.svg'),
        telephone: office.phone.e164,
        email: company.email,
        openingHours: office.openingHours,
        address: {
          '@type': 'PostalAddress',
          streetAddress: office.streetAddress,
          addressLocality: office.locality,
          addressRegion: office.region,
          postalCode: office.postalCode,
          addressCountry: office.countryCode,
        },
        geo: { '@type': 'GeoCoordinates', latitude: office.latitude, longitude: office.longitude },
      })),
    ],
  };
}
