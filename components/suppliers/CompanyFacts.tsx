import styled from 'styled-components';
import { findService } from '@/content/services';
import { findCountry } from '@/lib/locations';
import type { Company } from '@/lib/db/supplier-schema';
import { areaOptions } from '@/lib/suppliers/company-fields';
import { classLabel } from '@/lib/suppliers/words';
import { color, media } from '@/lib/theme';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) minmax(0, 1fr);
  gap: 0.4rem 1.25rem;
  margin: 0 0 1rem;
  > div {
    display: contents;
  }
  dt {
    font-weight: 600;
    color: ${color.navy};
  }
  dd {
    margin: 0;
    overflow-wrap: break-word;
    white-space: pre-line;
  }
  ${media.phone} {
    grid-template-columns: minmax(0, 1fr);
    gap: 0.1rem;
    dd {
      margin-bottom: 0.5rem;
    }
  }
`;

/** A company's profile as facts, in the words of its form (shared with the back office). */
export function CompanyFacts({ company }: { company: Company }) {
  const areaNames = new Map(
    areaOptions().flatMap((group) => group.areas.map((a) => [a.value, a.label])),
  );
  const facts: [string, string][] = [
    ['Registered name', company.registeredName],
    ['Country', findCountry(company.countryCode)?.name ?? company.countryCode],
    ['Registration number', company.registrationNumber],
    ['Tax number (TIN)', company.taxNumber],
    ['Registered address', company.registeredAddress],
    ['Supplier class', classLabel(company.supplierClass)],
    ['Trades', company.trades.map((slug) => findService(slug)?.title ?? slug).join(', ')],
    ['Areas', company.areas.map((area) => areaNames.get(area) ?? area).join(', ')],
    [
      'Responsible person',
      `${company.responsibleName}, ${company.responsibleRole}\n${company.responsibleEmail} · ${company.responsiblePhone}`,
    ],
  ];
  return (
    <Facts>
      {facts.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Facts>
  );
}
