import type { ShippingDetails, ShippingErrors } from '../shipping-form';

interface ShippingFormProps {
  details: ShippingDetails;
  errors: ShippingErrors;
  emailRequired: boolean;
  disabled: boolean;
  onChange: (field: keyof ShippingDetails, value: string) => void;
}

interface FieldProps {
  id: keyof ShippingDetails;
  label: string;
  error?: string;
  full?: boolean;
  children: (describedBy: string | undefined) => React.ReactNode;
}

function Field({ id, label, error, full, children }: FieldProps) {
  const errorId = error ? `checkout-${id}-error` : undefined;
  return (
    <div className={`field ${full ? 'full' : ''}`}>
      <label htmlFor={`checkout-${id}`}>{label}</label>
      {children(errorId)}
      {error && (
        <span id={errorId} className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}

/** Name, e-mail, phone, address, city and optional notes, each labelled and showing its own message. */
export function ShippingForm({ details, errors, emailRequired, disabled, onChange }: ShippingFormProps) {
  const input = (
    id: Exclude<keyof ShippingDetails, 'notes'>,
    type: string,
    autoComplete: string,
    describedBy: string | undefined,
  ) => (
    <input
      id={`checkout-${id}`}
      name={id}
      type={type}
      autoComplete={autoComplete}
      value={details[id]}
      disabled={disabled}
      aria-invalid={errors[id] ? true : undefined}
      aria-describedby={describedBy}
      onChange={(event) => onChange(id, event.target.value)}
    />
  );
  return (
    <fieldset className="checkout-fieldset" disabled={disabled}>
      <legend className="sr-only">Shipping details</legend>
      <div className="form-grid">
        <Field id="name" label="Name" error={errors.name}>
          {(describedBy) => input('name', 'text', 'name', describedBy)}
        </Field>
        <Field id="email" label={emailRequired ? 'Email' : 'Email (optional)'} error={errors.email}>
          {(describedBy) => input('email', 'email', 'email', describedBy)}
        </Field>
        <Field id="phone" label="Phone" error={errors.phone}>
          {(describedBy) => input('phone', 'tel', 'tel', describedBy)}
        </Field>
        <Field id="city" label="City" error={errors.city}>
          {(describedBy) => input('city', 'text', 'address-level2', describedBy)}
        </Field>
        <Field id="address" label="Address" error={errors.address} full>
          {(describedBy) => input('address', 'text', 'street-address', describedBy)}
        </Field>
        <Field id="notes" label="Order Notes (optional)" full>
          {() => (
            <textarea
              id="checkout-notes"
              name="notes"
              value={details.notes}
              maxLength={500}
              placeholder="Delivery instructions, landmark, preferred time…"
              onChange={(event) => onChange('notes', event.target.value)}
            />
          )}
        </Field>
      </div>
    </fieldset>
  );
}
