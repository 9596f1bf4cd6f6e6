import styled from 'styled-components';
import { color } from '@/lib/theme';

const Frame = styled.details`
  margin: 0.5rem 0 1rem;
  summary {
    cursor: pointer;
    font-weight: 600;
    min-height: 44px;
    display: flex;
    align-items: center;
    gap: 0.5rem;
    color: ${color.amber};
  }
  /* A triangle drawn with borders: it turns down when open, and needs no glyph of the fonts. */
  summary::before {
    content: '';
    border: 0.35em solid transparent;
    border-left-color: currentColor;
    border-right-width: 0;
  }
  &[open] > summary::before {
    transform: rotate(90deg);
  }
  @media (prefers-reduced-motion: no-preference) {
    summary::before {
      transition: transform 0.15s;
    }
  }
  iframe,
  img {
    display: block;
    width: 100%;
    border: 1px solid ${color.line};
    border-radius: 4px;
    background: ${color.mist};
  }
  iframe {
    height: min(80vh, 60rem);
  }
  img {
    height: auto;
    max-width: 100%;
  }
`;

/**
 * A file opened in the page when asked for: a PDF in the browser's own viewer, an image at
 * readable size. Closed until opened, so a page of many documents loads none of them, and each
 * open is one recorded view.
 */
export function DocumentViewer({ src, type, label }: { src: string; type: string; label: string }) {
  return (
    <Frame>
      <summary>Open {label}</summary>
      {type === 'application/pdf' ? (
        <iframe src={src} title={label} loading="lazy" />
      ) : (
        <img src={src} alt={label} loading="lazy" />
      )}
    </Frame>
  );
}
