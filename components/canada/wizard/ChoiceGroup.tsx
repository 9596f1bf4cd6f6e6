type Props = {
  id: string;
  name: string;
  legend: string;
  options: readonly { value: string; label: string }[];
  /** Without them the group is the browser's own, none chosen (the form drawn on the server). */
  value?: string;
  onChange?: (value: string) => void;
  error?: string;
};

/** A radio group in a fieldset: the legend asks the question, the error is tied to the group. */
export function ChoiceGroup({ id, name, legend, options, value, onChange, error }: Props) {
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset className="choice-group" aria-describedby={errorId}>
      <legend>{legend}</legend>
      <div className="choices">
        {options.map((option, index) => (
          <label key={option.value} className="choice">
            <input
              type="radio"
              id={index === 0 ? id : `${id}-${option.value}`}
              name={name}
              value={option.value}
              checked={value === undefined ? undefined : value === option.value}
              onChange={onChange && (() => onChange(option.value))}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
