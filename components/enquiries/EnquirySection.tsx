import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { FormFrame } from '@/components/forms/FormFrame';
import { color } from '@/lib/theme';

/** The panel an enquiry form sits in; also applied by class (.enquiry-panel) where a client form draws it. */
export const panelStyles = css`
  background: ${color.mist};
  border-radius: 12px;
  padding: clamp(1.25rem, 4vw, 2.25rem);
  max-width: 46rem;
  > h2 {
    font-size: clamp(1.35rem, 3vw, 1.75rem);
  }
  > h2:focus {
    outline: none;
  }
  textarea {
    min-height: 8rem;
    resize: vertical;
  }
  input[type='file'] {
    padding: 0.6rem;
    background: #fff;
  }
  .enquiry-confirmation h3 {
    color: ${color.success};
    font-size: 1.25rem;
    margin: 0 0 0.5rem;
  }
  .enquiry-confirmation h3:focus {
    outline: none;
  }
  .enquiry-confirmation p + p {
    margin-top: 0.5rem;
  }
  .reference {
    font-weight: 600;
  }
`;

const Panel = styled.section`
  ${panelStyles}
`;

/** The frame every enquiry form sits in: heading, introduction, then the client form. */
export function EnquirySection({
  id,
  heading,
  intro,
  children,
}: {
  id: string;
  heading: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Panel aria-labelledby={id} id={`${id}-section`}>
      <h2 id={id} tabIndex={-1}>
        {heading}
      </h2>
      {intro}
      <FormFrame>{children}</FormFrame>
    </Panel>
  );
}
