import type { Metadata } from 'next';
import { ClientsCarousel } from '@/components/home/ClientsCarousel';
import { CertificateBadges, GlobeSection } from '@/components/home/GlobeAndBadges';
import { HeroCarousel } from '@/components/home/HeroCarousel';
import { AboutBlock, Expertise, ValuesStrip } from '@/components/home/HomeSections';
import { JsonLd } from '@/components/ui/JsonLd';
import { company } from '@/content/company';
import { pageMetadata } from '@/lib/metadata';
import { organizationJsonLd } from '@/lib/structured-data';

export const metadata: Metadata = {
  ...pageMetadata({ title: company.name, description: company.description, path: '/' }),
  title: { absolute: `${company.name} | Oil, gas and energy services` },
};

export default function HomePage() {
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <HeroCarousel />
      <Expertise />
      <AboutBlock />
      <ValuesStrip />
      <GlobeSection />
      <CertificateBadges />
      <ClientsCarousel />
    </>
  );
}
