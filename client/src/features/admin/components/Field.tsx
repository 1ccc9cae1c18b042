interface FieldProps {
  label: string;
  id: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  numeric?: boolean;
}

/** A labelled text box of an admin form; `numeric` brings up a number pad on a phone (the server checks the value). */
export function Field({ label, id, value, onChange, numeric = false }: FieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} value={value} onChange={onChange} inputMode={numeric ? 'decimal' : undefined} autoComplete="off" />
    </div>
  );
}
