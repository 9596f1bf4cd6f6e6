import styled from 'styled-components';
import { color, layout, media } from '@/lib/theme';

export { Address } from '@/components/ui/Address';
export { when } from '@/lib/words';

/** The kit of every back-office page: its frame, forms of filters, notices, facts, dates. Plain HTML, styled, no client JavaScript. */
export const StaffPage = styled.div`
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: 1.5rem ${layout.gutter} 3rem;
  /* A word longer than its line (an e-mail address, a file name) breaks as a last resort. */
  overflow-wrap: break-word;
  h1 {
    margin: 0 0 1rem;
    color: ${color.navy};
    font-size: clamp(1.5rem, 5vw + 0.5rem, 2.25rem);
  }
  h2 {
    margin-top: 2rem;
  }
`;

export const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.75rem 1rem;
  margin-bottom: 1.25rem;
  label {
    display: flex;
    flex-direction: column;
    gap: 0.25rem;
    min-width: 0;
    max-width: 100%;
    font-weight: 600;
  }
  input,
  select,
  textarea {
    font: inherit;
    min-height: 2.5rem;
    padding: 0.25rem 0.5rem;
    max-width: 100%;
    border: 1px solid ${color.muted};
    border-radius: 4px;
  }
`;

export const Button = styled.button`
  font: inherit;
  font-weight: 600;
  min-height: 2.5rem;
  padding: 0.25rem 1rem;
  color: ${color.paper};
  background: ${color.navy};
  border: 0;
  border-radius: 4px;
  cursor: pointer;
`;

/**
 * The inbox's list: the bulk form shows once a box is ticked (or when it has an answer to
 * show); a browser without :has() shows it always.
 */
export const InboxList = styled.div`
  .bulk-hint {
    display: none;
    color: ${color.muted};
  }
  @supports selector(:has(*)) {
    .bulk {
      display: none;
    }
    .bulk-hint {
      display: block;
    }
    &:has(input[name='ids']:checked) .bulk,
    .bulk:has(.form-message, .error-summary) {
      display: block;
    }
    &:has(input[name='ids']:checked) .bulk-hint,
    &:has(.bulk .form-message, .bulk .error-summary) .bulk-hint {
      display: none;
    }
  }
  .bulk {
    margin-bottom: 1rem;
  }
`;

export const Pager = styled.nav`
  display: flex;
  gap: 1rem;
  align-items: center;
  margin-top: 1rem;
`;

export const Fields = styled.dl`
  display: grid;
  grid-template-columns: minmax(7rem, max-content) 1fr;
  gap: 0.5rem 1.5rem;
  ${media.phone} {
    grid-template-columns: 1fr;
    gap: 0.25rem;
    dd {
      margin-bottom: 0.5rem;
    }
  }
  div {
    display: contents;
  }
  dt {
    font-weight: 600;
    color: ${color.navy};
  }
  dd {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

/** Numbered steps of a task done in order (enrolment). */
export const Steps = styled.ol`
  padding-left: 1.5rem;
  display: grid;
  gap: 1.5rem;
  max-width: 48rem;
  > li::marker {
    font-weight: 700;
    color: ${color.navy};
  }
  h2 {
    margin-top: 0;
  }
  .codes {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
    gap: 0.5rem 1rem;
    padding: 1rem;
    list-style: none;
    background: ${color.mist};
    border-radius: 6px;
  }
  .codes code,
  .key {
    font-size: 1.1rem;
    letter-spacing: 0.05em;
  }
  .key {
    overflow-wrap: anywhere;
  }
  .keep {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.75rem 1.5rem;
  }
  .copy {
    font: inherit;
    min-height: 44px;
    padding: 0.25rem 1rem;
    color: ${color.navy};
    background: ${color.paper};
    border: 1px solid ${color.navy};
    border-radius: 6px;
    cursor: pointer;
  }
`;

export const Notice = styled.p`
  padding: 0.75rem 1rem;
  border-left: 4px solid ${color.amber};
  background: ${color.mist};
`;

/** Statuses and types in staff's words (lib/validation/staff-inbox.ts: the audit log's too). */
export {
  staffStatusLabel as statusLabel,
  staffTypeLabel as typeLabel,
} from '@/lib/validation/staff-inbox';
