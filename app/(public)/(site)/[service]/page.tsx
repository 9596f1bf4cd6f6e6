import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ServicePage } from '@/components/services/ServicePage';
import { findService, services } from '@/content/services';
import { pageMetadata } from '@/lib/metadata';

type Params = { service: string };

// Only the slugs in content/services.ts exist; anything else at this level is a 404.
export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  return services.map((service) => ({ service: service.slug }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const service = findService((await params).service);
  if (!service) return {};
  return pageMetadata({
    title: service.title,
    description: service.summary,
    path: `/${service.slug}`,
  });
}

export default async function ServiceRoute({ params }: { params: Promise<Params> }) {
  const service = findService((await params).service);
  if (!service) notFound();
  return <ServicePage service={service} />;
}
