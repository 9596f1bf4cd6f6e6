import styled from 'styled-components';
import { company } from '@/content/company';
import { color, layout, media } from '@/lib/theme';
import { AccountLink } from './AccountLink.client';

const Strip = styled.div`
  background: ${color.navy};
  color: #fff;
  font-size: 0.85rem;
  div {
    max-width: ${layout.maxWidth};
    margin: 0 auto;
    padding: 0.35rem ${layout.gutter};
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1.5rem;
    justify-content: flex-end;
  }
  a {
    color: #fff;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  a.account-link {
    font-weight: 600;
    color: ${color.amberBright};
  }
  .secondary {
    display: none;
    ${media.desktop} {
      display: inline;
    }
  }
`;

/** The strip above the header: phone numbers, e-mail and the member's account link. */
export function TopBar() {
  const [operations, , manchester] = company.phones;
  return (
    <Strip>
      <div>
        {operations && (
          <a href={`tel:${operations.e164}`}>
            <span className="visually-hidden">{operations.label}: </span>
            {operations.display}
          </a>
        )}
        {manchester && (
          <a className="secondary" href={`tel:${manchester.e164}`}>
            <span className="visually-hidden">{manchester.label}: </span>
            {manchester.display}
          </a>
        )}
        <a href={`mailto:${company.email}`}>{company.email}</a>
        <AccountLink />
      </div>
    </Strip>
  );
}
