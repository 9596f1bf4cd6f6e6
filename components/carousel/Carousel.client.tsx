'use client';

import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useMediaQuery } from '@/lib/hooks/use-media-query';

type CarouselProps = {
  /** Accessible name of the carousel, e.g. "Highlights". */
  label: string;
  /** Milliseconds between slides. */
  delay: number;
  /** Media query under which the carousel never rotates on its own (the hero on phones). */
  stillUnder?: string;
  /** Embla's scroll duration (20-60; higher is slower). */
  duration?: number;
  children: ReactNode;
};

const reducedMotion = '(prefers-reduced-motion: reduce)';

/**
 * An auto-rotating carousel that a visitor can stop (WCAG 2.2.2): a visible pause/play button,
 * no rotation under prefers-reduced-motion, none while the pointer or keyboard focus is inside,
 * arrow keys to move, swipe on touch screens (no mouse drag). Slides arrive as server-rendered
 * children, so the first paints without waiting for this script. Styled by the server wrapper.
 *
 * The rotation is a timer of our own rather than embla's autoplay plugin, whose mouse-leave and
 * focus-out handlers restart rotation even after a visitor pressed pause.
 *
 * Embla starts only when the carousel comes within a screen's height of the window, in a task of
 * its own: it measures every slide as it starts (a forced layout), which would otherwise lengthen
 * the page's hydration on a slow phone; and a carousel further down does not rotate unseen.
 */
export function Carousel({ label, delay, stillUnder, duration = 30, children }: CarouselProps) {
  const [viewportRef, embla] = useEmblaCarousel({
    loop: true,
    // The first slide at the left edge, where the page (and a visitor without JavaScript) has it:
    // nothing moves when embla starts.
    align: 'start',
    duration,
    watchDrag: (_, event) => event.type.startsWith('touch'),
  });
  const viewport = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = viewport.current;
    if (!node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        viewportRef(node);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [viewportRef]);
  const prefersStill = useMediaQuery(reducedMotion);
  const narrow = useMediaQuery(stillUnder);
  // The visitor's own choice wins; until they make one, their settings decide. null while the
  // server renders, so nothing moves before the preference is known.
  const [choice, setChoice] = useState<boolean | null>(null);
  const rotating = choice ?? (prefersStill === null ? null : !(prefersStill || narrow));
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (!embla || !rotating || held) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') embla.scrollNext();
    }, delay);
    return () => window.clearInterval(timer);
  }, [embla, rotating, held, delay]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') embla?.scrollNext();
    if (event.key === 'ArrowLeft') embla?.scrollPrev();
  };

  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label={label}
      data-rotating={Boolean(rotating && !held)}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div className="carousel-viewport" ref={viewport}>
        <div className="carousel-track" aria-live={rotating ? 'off' : 'polite'}>
          {children}
        </div>
      </div>
      {rotating !== null && (
        <button
          type="button"
          className="carousel-toggle"
          onClick={() => setChoice(!rotating)}
          aria-label={rotating ? `Pause ${label.toLowerCase()}` : `Play ${label.toLowerCase()}`}
        >
          <span aria-hidden="true" className={rotating ? 'icon-pause' : 'icon-play'} />
        </button>
      )}
    </section>
  );
}
