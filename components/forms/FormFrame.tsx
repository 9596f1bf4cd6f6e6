import type { ReactNode } from 'react';
import styled from 'styled-components';
import { color } from '@/lib/theme';
import { buttonStyles } from './button-styles';

/**
 * Server-rendered styling for the client form parts in this folder (TextField, SelectField,
 * ErrorSummary, SubmitButton, LocationSelects), which carry class names only so no styling
 * runtime ships to the browser. Targets are at least 44 px, focus is always visible and every
 * colour pair clears 4.5:1.
 */
const Frame = styled.div`
  max-width: 48rem;

  form,
  .form-closed {
    display: grid;
    /* Never wider than the page: a long word in a label wraps rather than widening the form. */
    grid-template-columns: minmax(0, 1fr);
    gap: 1.1rem;
  }
  .form-closed {
    border: 0;
    margin: 0;
    padding: 0;
    min-width: 0;
  }
  .field-row {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 1.1rem;
  }
  @media (min-width: 640px) {
    .field-row {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
    .field-row.thirds {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  }
  /* One answer given one of several ways (a CV: a file or a link), framed as one question. */
  .field-group {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 0.9rem;
    min-width: 0;
    margin: 0;
    padding: 0.5rem 1rem 1rem;
    border: 1px solid ${color.line};
    border-radius: 8px;
  }
  .field-group > legend {
    padding: 0 0.35rem;
  }
  .field {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 0.35rem;
    align-content: start;
  }
  label,
  legend {
    font-weight: 600;
    color: ${color.navy};
  }
  /* A word longer than the line (an e-mail address on a phone) breaks as a last resort. */
  label,
  legend,
  .hint,
  .field-error,
  .form-message {
    overflow-wrap: break-word;
  }

  .optional {
    font-weight: 400;
    color: ${color.muted};
  }
  .hint {
    margin: 0;
    font-size: 0.9rem;
    color: ${color.muted};
  }
  input,
  select,
  textarea {
    width: 100%;
    min-height: 48px;
    padding: 0.65rem 0.8rem;
    font: inherit;
    color: ${color.ink};
    background: ${color.paper};
    border: 1px solid ${color.muted};
    border-radius: 6px;
  }
  /* The enquiry forms' spam trap: off screen, out of the tab order, hidden from screen readers. */
  .form-trap {
    position: absolute;
    left: -10000px;
    width: 1px;
    height: 1px;
    overflow: hidden;
  }
  /* A box to tick sits before its words, and the whole line takes the click. */
  .checkbox label {
    display: flex;
    gap: 0.65rem;
    align-items: center;
    min-height: 44px;
  }
  .checkbox input {
    flex: none;
    width: 1.5rem;
    height: 1.5rem;
    min-height: 0;
    margin: 0;
    padding: 0;
  }
  /* A list of boxes under one question: a column on a phone, columns where there is room. */
  .choices {
    border: 0;
    margin: 0;
    padding: 0;
    min-width: 0;
    scroll-margin-top: 7rem;
  }
  .choices legend {
    padding: 0;
    margin-bottom: 0.35rem;
  }
  .choices[aria-invalid='true'] {
    border: 0;
    border-left: 4px solid ${color.danger};
    padding-left: 0.75rem;
  }
  .choice-group-name {
    margin: 0.5rem 0 0.25rem;
    font-weight: 600;
  }
  .choices ul {
    list-style: none;
    margin: 0;
    padding: 0;
    columns: 15rem auto;
    column-gap: 1.5rem;
  }
  .choices li {
    break-inside: avoid;
  }
  .choices label {
    display: flex;
    gap: 0.6rem;
    align-items: center;
    min-height: 44px;
    font-weight: 400;
    color: ${color.ink};
  }
  .choices input {
    flex: none;
    width: 1.35rem;
    height: 1.35rem;
    min-height: 0;
    margin: 0;
    padding: 0;
  }
  select:disabled {
    color: ${color.muted};
    background: ${color.mist};
  }
  input:focus-visible,
  select:focus-visible,
  textarea:focus-visible,
  button:focus-visible,
  a:focus-visible {
    outline: 3px solid ${color.amberBright};
    outline-offset: 2px;
    border-color: ${color.navy};
  }
  [aria-invalid='true'] {
    border: 2px solid ${color.danger};
  }
  .field-error {
    margin: 0;
    font-size: 0.92rem;
    font-weight: 600;
    color: ${color.danger};
  }
  /* A control that focus or a summary's link scrolls to shows its label above it too. */
  input,
  select,
  textarea {
    scroll-margin-top: 2.5rem;
  }
  .error-summary,
  .form-message {
    padding: 1rem 1.1rem;
    border-radius: 6px;
    border: 2px solid ${color.danger};
    background: #fef3f2;
    color: ${color.ink};
  }
  .form-message.success {
    border-color: ${color.success};
    background: #ecfdf3;
  }
  .error-summary h2 {
    font-size: 1.1rem;
    margin: 0 0 0.5rem;
    color: ${color.danger};
  }
  .error-summary ul {
    margin: 0;
    padding-left: 1.2rem;
  }
  .error-summary a {
    color: ${color.danger};
    font-weight: 600;
  }
  .form-message p {
    margin: 0;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.75rem 1.25rem;
  }
  .privacy-line {
    margin: 0;
    font-size: 0.9rem;
  }
  ${buttonStyles}
  .text-link {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${color.amber};
    font-weight: 600;
  }
  .spinner {
    width: 1.1rem;
    height: 1.1rem;
    border: 3px solid rgba(255, 255, 255, 0.45);
    border-top-color: #fff;
    border-radius: 50%;
    animation: form-spin 0.8s linear infinite;
  }
  @keyframes form-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;

export function FormFrame({ children, className }: { children: ReactNode; className?: string }) {
  return <Frame className={className}>{children}</Frame>;
}
