import { supplierClassEntries, supplierDocumentTypes } from '@/content/supplier-documents';

const place = { NG: 'Nigeria', GB: 'the UK', elsewhere: 'elsewhere' } as const;

/** What each supplier class must hold, from the content module editors keep. */
export function RequiredDocuments() {
  return (
    <details>
      <summary>The documents each supplier class needs</summary>
      {supplierClassEntries.map((entry) => (
        <div key={entry.key}>
          <h3>{entry.name}</h3>
          <p>{entry.description}</p>
          <ul>
            {supplierDocumentTypes
              .filter((type) => entry.required.includes(type.key))
              .map((type) => (
                <li key={type.key}>
                  {type.name}
                  {type.for ? ` (registered in ${type.for.map((p) => place[p]).join(' or ')})` : ''}
                </li>
              ))}
          </ul>
        </div>
      ))}
    </details>
  );
}
