import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { ButtonLink, Container, PageHero, Section } from '@/components/ui/primitives';
import { canadaPage, type CanadaSlug } from '@/content/canada';
import { pageMetadata } from '@/lib/metadata';
import { color, measure } from '@/lib/theme';
import { AdviceStatement } from './AdviceStatement';
import { CanadaNav } from './CanadaNav';
import { LegalNotice } from './LegalNotice';

const Body = styled.div`
  display: grid;
  gap: 2.5rem;
  @media (min-width: 960px) {
    grid-template-columns: minmax(0, 1fr) 18rem;
  }
  .content {
    max-width: ${measure(70)};
  }
  .content h2 {
    font-size: clamp(1.35rem, 3vw, 1.75rem);
    margin-top: 2.25rem;
  }
  .content ul {
    padding-left: 1.2rem;
  }
  .content li {
    margin-bottom: 0.4rem;
  }
  .sources {
    list-style: none;
    padding: 0 !important;
    margin: 0 0 1rem;
  }
  .sources li {
    padding-left: 1.5rem;
    position: relative;
  }
  .sources li::before {
    content: '›';
    position: absolute;
    left: 0;
    color: ${color.amber};
  }
  .reviewed {
    color: ${color.muted};
    font-size: 0.9rem;
    margin-top: 2rem;
  }
`;

const HeroAction = styled.div`
  && {
    margin-top: 1.5rem;
  }
`;

const reviewedFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * The one template for the four Canada information pages: intro, the legal notice, sections
 * with links to the official pages, and a slot below for the page's tool (wizard or form).
 */
/** A Canada page's title, description and canonical URL, from its content entry. */
export function canadaMetadata(slug: CanadaSlug) {
  const { title, description } = canadaPage(slug);
  return pageMetadata({ title, description, path: `/${slug}` });
}

/** The one template of the four Canada information pages; a page's tool comes as children. */
export function CanadaInfoPage({
  slug,
  action,
  children,
}: {
  slug: CanadaSlug;
  /** A link in the hero to the page's tool, e.g. the wizard further down. */
  action?: { href: string; label: string };
  children?: ReactNode;
}) {
  const page = canadaPage(slug);
  return (
    <>
      <PageHero>
        <Container>
          <Breadcrumbs trail={[{ name: page.shortTitle, path: `/${page.slug}` }]} />
          <h1>{page.title}</h1>
          <p>{page.description}</p>
          {action && (
            <HeroAction>
              <ButtonLink href={action.href} $variant="light">
                {action.label}
              </ButtonLink>
            </HeroAction>
          )}
        </Container>
      </PageHero>
      <Section>
        <Container>
          <Body>
            <div className="content">
              {page.intro.map((paragraph) => (
                <p key={paragraph.slice(0, 48)}>{paragraph}</p>
              ))}
              <LegalNotice />
              {page.sections.map((section) => (
                <section key={section.id} aria-labelledby={section.id}>
                  <h2 id={section.id}>{section.heading}</h2>
                  {section.paragraphs.map((paragraph) => (
                    <p key={paragraph.slice(0, 48)}>{paragraph}</p>
                  ))}
                  {section.points && (
                    <ul>
                      {section.points.map((point) => (
                        <li key={point}>{point}</li>
                      ))}
                    </ul>
                  )}
                  {section.links.length > 0 && (
                    <ul className="sources" aria-label={`Official sources: ${section.heading}`}>
                      {section.links.map((link) => (
                        <li key={link.url}>
                          <a href={link.url} rel="external">
                            {link.label}
                          </a>
                        </li>
                      ))}
                    </ul>
                  )}
                </section>
              ))}
              <AdviceStatement />
              <p className="reviewed">
                Last checked against the official pages on{' '}
                <time dateTime={page.reviewed}>
                  {reviewedFormat.format(new Date(page.reviewed))}
                </time>
                .
              </p>
            </div>
            <CanadaNav current={`/${page.slug}`} />
          </Body>
        </Container>
      </Section>
      {children}
    </>
  );
}
