import type { Metadata } from 'next';
import { company } from '@/content/company';

type PageMetadataInput = {
  title: string;
  description: string;
  /** Site-relative path of the page, used for its canonical URL. */
  path: string;
};

// A page's openGraph object replaces the layout's whole, so every page carries the shared parts.
const sharedOpenGraph = {
  type: 'website',
  siteName: company.name,
  locale: 'en_GB',
  images: [{ url: '/opengraph-image', width: 1200, height: 630, alt: company.name }],
} satisfies NonNullable<Metadata['openGraph']>;

/** Title, description, canonical URL and Open Graph data for one page, in one shape. */
export function pageMetadata({ title, description, path }: PageMetadataInput): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { ...sharedOpenGraph, title, description, url: path },
  };
}
