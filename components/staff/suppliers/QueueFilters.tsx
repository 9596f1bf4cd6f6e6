import { services } from '@/content/services';
import type { QueueFilters as Values } from '@/lib/db/queries/review-queue';
import { companyStates, supplierClasses } from '@/lib/db/supplier-schema';
import { classLabel, companyStateLabel } from '@/lib/suppliers/words';
import { Button, Filters } from '../kit';

type Option = { value: string; label: string };

function Choice(props: { label: string; name: string; value?: string; options: Option[] }) {
  return (
    <label>
      {props.label}
      <select name={props.name} defaultValue={props.value ?? ''}>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The queue's filters: a GET form, so the address holds them and no script is needed. */
export function QueueFilters({ values }: { values: Values }) {
  return (
    <Filters method="get" action="/staff/suppliers" role="search" aria-label="Filter companies">
      <Choice
        label="Show"
        name="state"
        value={values.state === 'waiting' ? '' : values.state}
        options={[
          { value: '', label: 'Waiting for review' },
          { value: 'all', label: 'Every company' },
          ...companyStates.map((state) => ({ value: state, label: companyStateLabel[state] })),
        ]}
      />
      <Choice
        label="Class"
        name="class"
        value={values.supplierClass}
        options={[
          { value: '', label: 'Any class' },
          ...supplierClasses.map((key) => ({ value: key, label: classLabel(key) })),
        ]}
      />
      <Choice
        label="Trade"
        name="trade"
        value={values.trade}
        options={[
          { value: '', label: 'Any trade' },
          ...services.map((service) => ({ value: service.slug, label: service.title })),
        ]}
      />
      <Choice
        label="Documents"
        name="expiry"
        value={values.expiry}
        options={[
          { value: '', label: 'Any dates' },
          { value: 'expiring', label: 'Expiring within 30 days' },
          { value: 'expired', label: 'Expired' },
        ]}
      />
      <label>
        Name or number
        <input type="search" name="q" maxLength={100} defaultValue={values.q ?? ''} />
      </label>
      <Button type="submit">Filter</Button>
    </Filters>
  );
}
