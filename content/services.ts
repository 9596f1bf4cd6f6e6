import { z } from 'zod';
import { defineContent } from '@/lib/content/define';
import { serviceSchema, type Service } from '@/lib/content/schemas';

const servicesSchema = z.array(serviceSchema).superRefine((services, ctx) => {
  const slugs = new Set<string>();
  services.forEach((service, index) => {
    if (slugs.has(service.slug)) {
      ctx.addIssue({ code: 'custom', path: [index, 'slug'], message: `duplicate slug "${service.slug}"` });
    }
    slugs.add(service.slug);
  });
  services.forEach((service, index) => {
    service.related.forEach((related, r) => {
      if (!slugs.has(related) || related === service.slug) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'related', r],
          message: `"${related}" is not another service's slug`,
        });
      }
    });
  });
  const ids = services.flatMap((s) => (s.catalogueId ? [s.catalogueId] : [])).sort((a, b) => a - b);
  if (ids.join() !== Array.from({ length: 15 }, (_, i) => i + 1).join()) {
    ctx.addIssue({ code: 'custom', path: [], message: 'catalogueId must number the catalogue 1 to 15, each once' });
  }
});

/** The catalogue (catalogueId 1 to 15, in the seed's order) and the specialist oilfield pages. */
export const services: readonly Service[] = defineContent('services', servicesSchema, [
  // ENTRIES
]);

export const catalogue = services
  .filter((s) => s.catalogueId !== undefined)
  .sort((a, b) => (a.catalogueId ?? 0) - (b.catalogueId ?? 0));

/** Oilfield pages kept from the original site's URLs that sit outside the 15-entry catalogue. */
export const specialistServices = services.filter((s) => s.catalogueId === undefined);

export function findService(slug: string): Service | undefined {
  return services.find((s) => s.slug === slug);
}
