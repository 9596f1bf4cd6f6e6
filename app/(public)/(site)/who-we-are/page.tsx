import styled from 'styled-components';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { Container, PageHero, Section } from '@/components/ui/primitives';
import { company } from '@/content/company';
import { team } from '@/content/team';
import { values } from '@/content/values';
import { pageMetadata } from '@/lib/metadata';
import { color } from '@/lib/theme';

export const metadata = pageMetadata({
  title: 'Who We Are',
  description: `The leadership team and the values behind ${company.name}, in Port Harcourt and Manchester.`,
  path: '/who-we-are',
});

const Cards = styled.ul`
  display: grid;
  gap: 1.25rem;
  list-style: none;
  margin: 0;
  padding: 0;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
  li {
    border: 1px solid ${color.line};
    border-radius: 10px;
    padding: 1.5rem;
    background: #fff;
  }
  h3 {
    font-size: 1.15rem;
    margin-bottom: 0.25rem;
  }
  .role {
    color: ${color.amber};
    font-weight: 600;
    margin-bottom: 0.75rem;
  }
  img {
    width: 48px;
    height: 48px;
  }
`;

export default function WhoWeArePage() {
  const officeName = (id: string) => company.offices.find((o) => o.id === id)?.locality ?? '';
  return (
    <>
      <PageHero>
        <Container>
          <Breadcrumbs trail={[{ name: 'Who We Are', path: '/who-we-are' }]} />
          <h1>Who we are</h1>
          <p>
            Engineers, technicians and supply specialists who grew up around the industry they now
            serve, led by a small team split between Port Harcourt and Manchester.
          </p>
        </Container>
      </PageHero>
      <Section aria-labelledby="team-heading">
        <Container>
          <h2 id="team-heading">Our leadership team</h2>
          <Cards>
            {team.map((member) => (
              <li key={member.name}>
                <h3>{member.name}</h3>
                <p className="role">
                  {member.role}, {officeName(member.office)}
                </p>
                <p>{member.bio}</p>
              </li>
            ))}
          </Cards>
        </Container>
      </Section>
      <Section $tone="mist" aria-labelledby="values-heading">
        <Container>
          <h2 id="values-heading">Our values</h2>
          <Cards>
            {values.map((value) => (
              <li key={value.id}>
                <img src={value.icon} alt="" width={48} height={48} loading="lazy" />
                <h3>{value.title}</h3>
                <p>{value.description}</p>
              </li>
            ))}
          </Cards>
        </Container>
      </Section>
    </>
  );
}
