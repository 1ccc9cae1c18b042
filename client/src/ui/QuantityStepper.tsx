interface QuantityStepperProps {
  value: number;
  /** Upper bound: the lesser of the stock and 10. */
  max: number;
  /** Lower bound: 1 on the product page, 0 in the cart (where 0 removes the line). */
  min?: number;
  label: string;
  onChange: (value: number) => void;
  /** Called instead of onChange when the user asks for more than `max` (e.g. to show the 10-item message). */
  onOverMax?: () => void;
  disabled?: boolean;
}

/** − value + stepper; the buttons are labelled for screen readers and the value is announced. */
export function QuantityStepper({ value, max, min = 1, label, onChange, onOverMax, disabled }: QuantityStepperProps) {
  const increase = () => {
    if (value + 1 > max) onOverMax?.();
    else onChange(value + 1);
  };
  return (
    <div className="stepper" role="group" aria-label={label}>
      <button
        type="button"
        aria-label={`Decrease ${label}`}
        disabled={disabled || value <= min}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <output aria-live="polite" aria-label={label}>
        {value}
      </output>
      <button
        type="button"
        aria-label={`Increase ${label}`}
        disabled={disabled || (value >= max && !onOverMax)}
        onClick={increase}
      >
        +
      </button>
    </div>
  );
}
