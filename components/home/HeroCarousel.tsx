import styled from 'styled-components';
import { Carousel } from '@/components/carousel/Carousel.client';
import { carouselStyles } from '@/components/carousel/carouselStyles';
import { ButtonLink } from '@/components/ui/primitives';
import { color, layout, measure } from '@/lib/theme';

const slides = [
  {
    heading: 'Delivering Solutions That Meet Customer Needs',
    text: 'We maintain our clients’ assets, improve the efficiency of their operations and protect their people and equipment, from the Niger Delta to the North Sea.',
  },
  {
    heading: 'Engineering, supply and people for the energy industry',
    text: 'Construction, pipelines, procurement, chemicals and technical consultancy, delivered by crews in Port Harcourt and engineers in Manchester.',
  },
] as const;

const Hero = styled.div`
  ${carouselStyles}
  background: ${color.navy};
  color: #e6ecf3;
  .slide {
    position: relative;
    min-height: clamp(420px, 62vh, 560px);
    display: flex;
    align-items: center;
    background:
      radial-gradient(circle at 85% 20%, rgba(245, 158, 11, 0.28), transparent 45%),
      linear-gradient(125deg, ${color.navyDeep} 0%, ${color.navy} 55%, ${color.steel} 100%);
  }
  /* On a phone the text nearly fills the slide, and its height depends on the font (the buttons
     fit side by side in one font but not in a wider fallback). Laid out from the top, with the
     buttons always one under the other, fonts that arrive after the first paint move nothing. */
  @media (max-width: 480px) {
    .slide {
      align-items: flex-start;
    }
    .actions {
      flex-direction: column;
      align-items: flex-start;
    }
  }
  .slide-inner {
    width: 100%;
    max-width: ${layout.maxWidth};
    margin: 0 auto;
    padding: 3rem ${layout.gutter} 4.5rem;
  }
  h1,
  .slide-heading {
    display: block;
    font-family: var(--font-heading);
    font-weight: 700;
    color: #fff;
    font-size: clamp(2rem, 6vw, 3.4rem);
    line-height: 1.15;
    max-width: ${measure(20, 'heading')};
    margin: 0 0 1rem;
  }
  p {
    max-width: ${measure(56)};
    font-size: clamp(1rem, 2.2vw, 1.2rem);
    margin-bottom: 2rem;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 1rem;
  }
`;

/** The home page's hero: the first slide is the page's largest paint and needs no script. */
export function HeroCarousel() {
  return (
    <Hero>
      <Carousel label="Highlights" delay={3000} duration={45} stillUnder="(max-width: 463.98px)">
        {slides.map((slide, index) => (
          <div
            className="slide"
            key={slide.heading}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${slides.length}`}
          >
            <div className="slide-inner">
              {index === 0 ? (
                <h1>{slide.heading}</h1>
              ) : (
                <p className="slide-heading">{slide.heading}</p>
              )}
              <p>{slide.text}</p>
              <div className="actions">
                <ButtonLink href="/about-us">
                  LEARN MORE<span className="visually-hidden"> about us</span>
                </ButtonLink>
                <ButtonLink href="/services" $variant="outline">
                  OUR SOLUTIONS
                </ButtonLink>
              </div>
            </div>
          </div>
        ))}
      </Carousel>
    </Hero>
  );
}
