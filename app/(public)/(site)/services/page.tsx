import { ServiceTile, TileGrid } from '@/components/services/ServiceTile';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { Container, PageHero, Section } from '@/components/ui/primitives';
import { catalogue, services, specialistServices } from '@/content/services';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: 'Our Solutions',
  description: `${services.length} oil, gas and energy services from one contractor: construction, pipelines, manpower, procurement, chemicals, consultancy, marine and oilfield support.`,
  path: '/services',
});

const groups = [
  { id: 'main', heading: 'Core services', services: catalogue.slice(0, 5) },
  { id: 'other', heading: 'Other services we provide', services: catalogue.slice(5) },
  { id: 'oilfield', heading: 'Oilfield operations support', services: specialistServices },
] as const;

export default function ServicesPage() {
  return (
    <>
      <PageHero>
        <Container>
          <Breadcrumbs trail={[{ name: 'Our Solutions', path: '/services' }]} />
          <h1>Our Solutions</h1>
          <p>
            Every service below is run by our own people out of Port Harcourt or Manchester, under
            one quality plan and one safety system.
          </p>
        </Container>
      </PageHero>
      {groups.map((group, index) => (
        <Section
          key={group.id}
          $tone={index % 2 ? 'mist' : 'paper'}
          aria-label={group.heading ?? 'Core services'}
        >
          <Container>
            {group.heading && <h2>{group.heading}</h2>}
            <TileGrid>
              {group.services.map((service, tile) => (
                // The first tile is the page's largest paint on a phone: drawn with the page.
                <ServiceTile
                  key={service.slug}
                  service={service}
                  priority={index === 0 && tile === 0}
                />
              ))}
            </TileGrid>
          </Container>
        </Section>
      ))}
    </>
  );
}
