import { company } from '@/content/company';

/**
 * Who may advise on a person's own case, that the company may not, and IRCC's own tools by name:
 * on every Canada page, from the company's content (content/company.ts).
 */
export function AdviceStatement() {
  const advice = company.immigrationAdvice;
  return (
    <section aria-labelledby="advice">
      <h2 id="advice">Advice on your own case</h2>
      <p>{advice.statement}</p>
      <p>{advice.whoMayAdvise}</p>
      <ul className="sources">
        <li>
          <a href={advice.checkRepresentative.url} rel="external">
            {advice.checkRepresentative.label}
          </a>
        </li>
      </ul>
      <h3>The Government of Canada’s own tools</h3>
      <ul className="sources">
        {advice.officialTools.map((tool) => (
          <li key={tool.url}>
            <a href={tool.url} rel="external">
              {tool.label}
            </a>
            : {tool.description}
          </li>
        ))}
      </ul>
    </section>
  );
}
