import styled from 'styled-components';
import { color, layout, media } from '@/lib/theme';

/** The inbox pages' shared pieces: plain HTML, styled, no client JavaScript. */
export const StaffPage = styled.div`
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: 1.5rem ${layout.gutter} 3rem;
  h1 {
    margin: 0 0 1rem;
    color: ${color.navy};
  }
  h1,
  h2 {
    overflow-wrap: anywhere;
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

export const TableWrap = styled.div`
  overflow-x: auto;
  table {
    width: 100%;
    /* Narrow screens scroll the table sideways rather than break every word. */
    min-width: 48rem;
    border-collapse: collapse;
  }
  th,
  td {
    padding: 0.5rem;
    text-align: left;
    border-bottom: 1px solid ${color.line};
    vertical-align: top;
  }
  td {
    overflow-wrap: anywhere;
  }
  /* Not yet opened by whoever reads the list (also said to screen readers in the row). */
  tr.unread td {
    font-weight: 600;
  }
  input[type='checkbox'] {
    width: 1.5rem;
    height: 1.5rem;
    margin: 0;
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

export const Notice = styled.p`
  padding: 0.75rem 1rem;
  border-left: 4px solid ${color.amber};
  background: ${color.mist};
`;

/** The statuses in staff's words (lib/validation/staff-inbox.ts: the timeline uses them too). */
export { staffStatusLabel as statusLabel } from '@/lib/validation/staff-inbox';

export const typeLabel: Record<string, string> = {
  study: 'Study',
  'job-application': 'Job application',
  business: 'Business',
  contact: 'Contact',
};

export function when(date: Date): string {
  return date.toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
}
