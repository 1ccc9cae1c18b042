import { FormEvent, useId, useState } from 'react';
import { formatPrice } from '../../../ui/format';
import type { DiscountCodeState } from '../useDiscountCode';

/**
 * "Apply code" in the cart and at checkout: a field and a button while no code is applied; the applied code with
 * what it takes off (or why it no longer applies) and Remove once one is. Not a <form>: checkout's summary sits
 * beside the shipping form, and Enter in this field applies the code instead of placing the order.
 */
export function DiscountCodeForm({ discount, disabled = false }: { discount: DiscountCodeState; disabled?: boolean }) {
  const [typed, setTyped] = useState('');
  const [message, setMessage] = useState('');
  const [applying, setApplying] = useState(false);
  const id = useId();
  const { code, check } = discount;

  const apply = async (event?: FormEvent) => {
    event?.preventDefault();
    if (applying) return;
    setApplying(true);
    const answer = await discount.apply(typed);
    setApplying(false);
    setMessage(answer.ok ? '' : answer.message);
    if (answer.ok) setTyped('');
  };

  if (code) {
    const refused = check && !check.valid ? check.message : discount.checkError;
    return (
      <div className="discount-code" data-testid="discount-code">
        <p className="discount-applied">
          <span>
            Code <strong>{code}</strong>{' '}
            {check?.valid && (
              <span data-testid="discount-applied">
                applied{check.discount > 0 ? `: ${formatPrice(check.discount)} off` : ''}
              </span>
            )}
          </span>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => {
              discount.remove();
              setMessage('');
            }}
            disabled={disabled}
          >
            Remove
          </button>
        </p>
        {refused && (
          <p className="form-error small" role="alert" data-testid="discount-message">
            {refused}
          </p>
        )}
      </div>
    );
  }

  return (
    <div className="discount-code" data-testid="discount-code">
      <label htmlFor={`${id}-code`} className="small">
        Discount code
      </label>
      <div className="discount-code-row">
        <input
          id={`${id}-code`}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setMessage('');
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void apply(event);
          }}
          autoCapitalize="characters"
          autoComplete="off"
          maxLength={30}
          disabled={disabled || applying}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-message` : undefined}
        />
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => void apply()}
          disabled={disabled || applying || !typed.trim()}
          aria-busy={applying}
        >
          {applying ? 'Checking…' : 'Apply code'}
        </button>
      </div>
      {message && (
        <p className="form-error small" role="alert" id={`${id}-message`} data-testid="discount-message">
          {message}
        </p>
      )}
    </div>
  );
}
