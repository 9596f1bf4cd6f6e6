import { css } from 'styled-components';
import { color } from '@/lib/theme';

/** Layout of Carousel.client.tsx; each carousel sets the slide width (flex-basis) itself. */
export const carouselStyles = css`
  .carousel {
    position: relative;
  }
  .carousel-viewport {
    overflow: hidden;
  }
  .carousel-track {
    display: flex;
    touch-action: pan-y pinch-zoom;
  }
  .carousel-track > * {
    flex: 0 0 100%;
    min-width: 0;
  }
  .carousel-toggle {
    position: absolute;
    right: 0.75rem;
    bottom: 0.75rem;
    z-index: 2;
    width: 44px;
    height: 44px;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    border-radius: 50%;
    border: 2px solid #fff;
    background: ${color.navy};
    color: #fff;
    cursor: pointer;
  }
  .icon-pause,
  .icon-play {
    display: block;
    width: 14px;
    height: 14px;
  }
  .icon-pause {
    border-left: 4px solid currentColor;
    border-right: 4px solid currentColor;
  }
  .icon-play {
    width: 0;
    height: 0;
    margin-left: 3px;
    border-style: solid;
    border-width: 7px 0 7px 12px;
    border-color: transparent transparent transparent currentColor;
  }
`;
