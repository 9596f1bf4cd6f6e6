import styled from 'styled-components';
import { ButtonLink, Container, Section } from '@/components/ui/primitives';
import { color, measure } from '@/lib/theme';

// Not an extension of Section: in server-rendered styled-components the order of the two
// components' style tags is not guaranteed, so the background is set on a section of its own.
const Globe = styled.section`
  padding: clamp(3rem, 8vw, 6rem) 0;
  background-color: ${color.navyDeep};
  background-image:
    url('/images/home/globe.svg'), linear-gradient(160deg, ${color.navyDeep}, ${color.steel});
  background-position: center;
  background-size:
    1100px auto,
    cover;
  background-repeat: no-repeat;
  color: #e6ecf3;
  text-align: center;
  h2 {
    color: #fff;
    font-size: clamp(1.6rem, 4vw, 2.4rem);
    max-width: ${measure(24, 'heading')};
    margin: 0 auto 1rem;
  }
  p {
    max-width: ${measure(60)};
    margin: 0 auto 2rem;
  }
  /* The globe's lines stay behind the words, not through them. */
  .panel {
    max-width: ${measure(66)};
    margin: 0 auto;
    padding: clamp(1.5rem, 4vw, 2.5rem);
    background: rgba(6, 26, 51, 0.88);
    border-radius: 12px;
  }
`;

export function GlobeSection() {
  return (
    <Globe aria-labelledby="reach-heading">
      <Container>
        <div className="panel">
          <h2 id="reach-heading">Two offices, one standard of work</h2>
          <p>
            Crews and equipment move out of Port Harcourt to sites across the Niger Delta, while
            design reviews, sourcing and consultancy run from Manchester. Clients get one contract,
            one safety system and one point of contact.
          </p>
          <ButtonLink href="/who-we-are" $variant="light">
            Meet the team
          </ButtonLink>
        </div>
      </Container>
    </Globe>
  );
}

const Badges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 2rem 4rem;
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    max-width: 260px;
    text-align: center;
  }
  img {
    width: 160px;
    height: 160px;
  }
  p {
    margin: 0.75rem 0 0;
    color: ${color.muted};
    font-size: 0.95rem;
  }
`;

const badges = [
  {
    src: '/images/home/certificate-quality.svg',
    alt: 'Quality management seal',
    text: 'Quality plans for every contract, aligned with ISO 9001 and audited yearly.',
  },
  {
    src: '/images/home/certificate-safety.svg',
    alt: 'Safety management seal',
    text: 'Occupational health and safety system aligned with ISO 45001.',
  },
] as const;

export function CertificateBadges() {
  return (
    <Section aria-labelledby="badges-heading">
      <Container>
        <h2 id="badges-heading" className="visually-hidden">
          Certification
        </h2>
        <Badges>
          {badges.map((badge) => (
            <li key={badge.src}>
              <img src={badge.src} alt={badge.alt} width={160} height={160} loading="lazy" />
              <p>{badge.text}</p>
            </li>
          ))}
        </Badges>
      </Container>
    </Section>
  );
}
