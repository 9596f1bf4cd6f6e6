import type { Metadata } from 'next';

type PageMetadataInput = {
  title: string;
  description: string;
  /** Site-relative path of the page, used for its canonical URL. */
  path: string;
};

/** Title, description, canonical URL and Open Graph data for one page, in one shape. */
export function pageMetadata({ title, description, path }: PageMetadataInput): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { title, description, url: path, type: 'website' },
  };
}
