import styled from 'styled-components';
import { color, measure } from '@/lib/theme';

const Note = styled.p`
  border-left: 4px solid ${color.amber};
  background: #fff7ed;
  padding: 0.85rem 1rem;
  border-radius: 0 6px 6px 0;
  max-width: ${measure(70)};
  font-size: 0.95rem;
  /* Clear of what comes before it (the business search's last card) and after. */
  margin: 2rem 0 1.5rem;
`;

/** The reminder every Canada page, the wizard and the forms carry. */
export function LegalNotice({ children }: { children?: React.ReactNode }) {
  return (
    <Note>
      <strong>Information, not legal advice.</strong>{' '}
      {children ??
        'Immigration rules, fees and processing times change. Check the official Government of Canada pages linked here before you act, and ask an authorised representative about your own case.'}
    </Note>
  );
}
