import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { ButtonLink, Container, PageHero, Section } from '@/components/ui/primitives';
import { businesses } from '@/content/businesses';
import { jobs } from '@/content/jobs';
import { StoredItemRedirect } from './StoredItemRedirect.client';

const kinds = {
  job: {
    title: 'Job details',
    basePath: '/job-detail-page',
    list: {
      name: 'Job Opportunities',
      path: '/job-opportunities',
      action: 'See job opportunities',
    },
    intro: 'This page shows the job you last chose from the list.',
    empty:
      'No job has been chosen yet on this device. Pick one from the list to see its details and apply.',
    known: () => jobs.map((job) => job.slug),
  },
  business: {
    title: 'Business details',
    basePath: '/business-details-page',
    list: { name: 'Business Search', path: '/business-search', action: 'Search businesses' },
    intro: 'This page shows the business you last chose in the search.',
    empty:
      'No business has been chosen yet on this device. Search the listings and choose one to see its details.',
    known: () => businesses.map((business) => business.id),
  },
} as const;

type Kind = keyof typeof kinds;

/** The bare route is a bookmark for "the item I chose": not a page for search engines. */
export function storedItemMetadata(kind: Kind): Metadata {
  const { title, list } = kinds[kind];
  return { title, robots: { index: false, follow: true }, alternates: { canonical: list.path } };
}

/**
 * The seed's bare detail routes (/job-detail-page, /business-details-page): they open the item
 * chosen in the browser's store, or say that none is chosen and link to the list.
 */
export function StoredItemPage({ kind }: { kind: Kind }) {
  const { title, basePath, list, intro, empty, known } = kinds[kind];
  return (
    <>
      <PageHero>
        <Container>
          <Breadcrumbs
            trail={[
              { name: list.name, path: list.path },
              { name: title, path: basePath },
            ]}
          />
          <h1>{title}</h1>
          <p>{intro}</p>
        </Container>
      </PageHero>
      <Section>
        <Container>
          <StoredItemRedirect slice={kind} basePath={basePath} known={known()} />
          <p>{empty}</p>
          <ButtonLink href={list.path}>{list.action}</ButtonLink>
        </Container>
      </Section>
    </>
  );
}
