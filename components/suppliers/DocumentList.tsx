import { CardList as List } from '@/components/ui/CardList';
import Link from '@/components/ui/Link';
import { longDate } from '@/lib/suppliers/dates';
import type { SupplierDocument } from '@/lib/db/supplier-schema';
import { timing, type Holding } from '@/lib/suppliers/requirements';
import { reviewStateLabel, timingLabel } from '@/lib/suppliers/words';

const tone = (text: string) =>
  /Accepted/.test(text) ? 'good' : /Rejected|Expired|Missing|Action/.test(text) ? 'bad' : '';

/** The company's documents, required first: what is held, its review and its dates. */
export function DocumentList({
  held,
  today,
  canUpload,
}: {
  held: Holding<SupplierDocument>[];
  today: string;
  canUpload: boolean;
}) {
  return (
    <List>
      {held.map(({ type, required, current }) => {
        const when = current && timingLabel(timing(current.expiresOn, today));
        const tags = [
          required ? 'Required' : 'Optional',
          current ? reviewStateLabel[current.state] : required ? 'Missing' : 'Not sent',
          ...(when && current?.state !== 'rejected' ? [when] : []),
        ];
        const verb = !current ? 'Upload' : current.state === 'accepted' ? 'Renew' : 'Upload again';
        return (
          <li key={type.key}>
            <h3>{type.name}</h3>
            <p className="meta">Issued by {type.issuer}</p>
            <ul className="tags" aria-label="Its standing">
              {tags.map((tag) => (
                <li key={tag}>
                  <span className={`tag ${tone(tag)}`}>{tag}</span>
                </li>
              ))}
            </ul>
            {current && (
              <p>
                {type.numberLabel}: {current.number}. Issued {longDate(current.issuedOn)}
                {current.expiresOn ? `, expires ${longDate(current.expiresOn)}` : ''}.{' '}
                <span className="meta">
                  {current.fileName}
                  {current.pages ? `, ${current.pages} page${current.pages === 1 ? '' : 's'}` : ''}
                </span>
              </p>
            )}
            {current?.staffMessage && <p className="note">Our note: {current.staffMessage}</p>}
            {canUpload && (
              <p>
                <Link href={`/community/company/documents/${type.key}`}>
                  {verb}
                  <span className="visually-hidden"> the {type.name}</span>
                </Link>
              </p>
            )}
          </li>
        );
      })}
    </List>
  );
}
