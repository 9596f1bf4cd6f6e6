'use client';

/**
 * Several boxes to tick under one name (a company's trades, its areas): a fieldset whose legend
 * names the question, grouped when the options say so, with the field's hint and error.
 */
export function ChoicesField({
  id,
  name,
  label,
  hint,
  error,
  options,
  defaultValue = '',
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
  options: { value: string; label: string; group?: string }[];
  defaultValue?: string;
}) {
  const ticked = new Set(defaultValue.split('\n').filter(Boolean));
  const groups = [...new Set(options.map((option) => option.group ?? ''))];
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <fieldset
      className="field choices"
      id={id}
      tabIndex={-1}
      aria-describedby={described || undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend>{label}</legend>
      {hint && (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
      {groups.map((group) => (
        <div className="choice-group" key={group}>
          {group && <p className="choice-group-name">{group}</p>}
          <ul>
            {options
              .filter((option) => (option.group ?? '') === group)
              .map((option) => (
                <li key={option.value}>
                  <label>
                    <input
                      type="checkbox"
                      name={name}
                      value={option.value}
                      defaultChecked={ticked.has(option.value)}
                    />{' '}
                    {option.label}
                  </label>
                </li>
              ))}
          </ul>
        </div>
      ))}
    </fieldset>
  );
}
