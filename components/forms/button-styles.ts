import { css } from 'styled-components';
import { color } from '@/lib/theme';

/**
 * A form's buttons (SubmitButton, and links drawn as buttons): the primary, `secondary` and
 * `danger` looks, in one place; FormFrame.tsx includes them.
 */
export const buttonStyles = css`
  button,
  .button-link {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.6rem;
    min-height: 48px;
    min-width: 44px;
    padding: 0.7rem 1.5rem;
    font: inherit;
    font-weight: 600;
    border-radius: 6px;
    border: 2px solid ${color.amber};
    background: ${color.amber};
    color: #fff;
    cursor: pointer;
    text-decoration: none;
  }
  button:hover {
    background: #92400e;
    border-color: #92400e;
  }
  button[disabled] {
    cursor: progress;
    opacity: 0.85;
  }
  button.secondary,
  .button-link.secondary {
    background: ${color.paper};
    color: ${color.navy};
    border-color: ${color.navy};
  }
  button.secondary:hover,
  .button-link.secondary:hover {
    background: ${color.mist};
  }
  /* What removes or takes away: outlined in red, filled red only under the pointer. */
  button.danger {
    background: ${color.paper};
    color: ${color.danger};
    border-color: ${color.danger};
  }
  button.danger:hover {
    background: ${color.danger};
    border-color: ${color.danger};
    color: #fff;
  }
`;
