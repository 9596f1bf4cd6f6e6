import Link from '@/components/ui/Link';
import styled from 'styled-components';
import { absoluteUrl } from '@/lib/site';
import { JsonLd } from './JsonLd';

export type Crumb = { name: string; path: string };

const Trail = styled.nav`
  font-size: 0.9rem;
  margin-bottom: 1rem;
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li + li::before {
    content: '/';
    margin-right: 0.25rem;
    opacity: 0.7;
  }
  a {
    color: #fff;
  }
  [aria-current='page'] {
    color: #e6ecf3;
  }
`;

/** The visible trail plus its BreadcrumbList structured data, from one list. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const items = [{ name: 'Home', path: '/' }, ...trail];
  return (
    <>
      <Trail aria-label="Breadcrumb">
        <ol>
          {items.map((crumb, index) => (
            <li key={crumb.path}>
              {index === items.length - 1 ? (
                <span aria-current="page">{crumb.name}</span>
              ) : (
                <Link href={crumb.path}>{crumb.name}</Link>
              )}
            </li>
          ))}
        </ol>
      </Trail>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: items.map((crumb, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: crumb.name,
            item: absoluteUrl(crumb.path),
          })),
        }}
      />
    </>
  );
}
