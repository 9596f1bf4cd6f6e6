import styled from 'styled-components';
import { Carousel } from '@/components/carousel/Carousel.client';
import { carouselStyles } from '@/components/carousel/carouselStyles';
import { Container, Section } from '@/components/ui/primitives';
import { clients } from '@/content/clients';
import { color } from '@/lib/theme';

const Shell = styled.div`
  ${carouselStyles}
  .carousel {
    padding-bottom: 3.5rem;
  }
  .carousel-track > * {
    padding: 0 0.5rem;
  }
  /* The seed's breakpoints: 1 client up to 480 px, 3 up to 768 px, 5 above. */
  @media (min-width: 481px) {
    .carousel-track > * {
      flex-basis: 33.333%;
    }
  }
  @media (min-width: 769px) {
    .carousel-track > * {
      flex-basis: 20%;
    }
  }
  .carousel-toggle {
    right: 50%;
    transform: translateX(50%);
    bottom: 0;
  }
  figure {
    margin: 0;
    height: 100%;
    min-height: 120px;
    padding: 1.25rem 1rem;
    border: 1px solid ${color.line};
    border-radius: 8px;
    background: #fff;
    text-align: center;
    display: flex;
    flex-direction: column;
    justify-content: center;
  }
  .name {
    font-weight: 600;
    color: ${color.navy};
  }
  figcaption {
    font-size: 0.9rem;
    color: ${color.muted};
  }
`;

export function ClientsCarousel() {
  return (
    <Section $tone="mist" aria-labelledby="clients-heading">
      <Container>
        <h2 id="clients-heading">Our satisfied clients</h2>
        <Shell>
          <Carousel label="Clients" delay={2000} duration={25}>
            {clients.map((client, index) => (
              <div
                key={client.name}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${clients.length}`}
              >
                <figure>
                  <span className="name">{client.name}</span>
                  <figcaption>
                    {client.location
                      ? `${client.location.city}, ${client.location.country}`
                      : 'Location withheld'}
                  </figcaption>
                </figure>
              </div>
            ))}
          </Carousel>
        </Shell>
      </Container>
    </Section>
  );
}
