import { useEffect, useId, useRef, useState } from 'react';

interface Option {
  name: string;
  values: string[];
}

interface Kind {
  id: string;
  values: string[];
  stockQuantity: number;
}

/** What a value of an option is, with the other options as picked: sold (in stock or not), or not sold at all. */
type ValueState = 'available' | 'sold-out' | 'not-sold';

/**
 * The variant with the values picked, or, when that combination is not sold, the one that keeps the value just
 * picked and as many of the other picks as it can (in stock first).
 */
function variantFor(
  variants: readonly Kind[],
  picks: readonly (string | undefined)[],
  option: number,
): Kind | undefined {
  const exact = variants.find((variant) => variant.values.every((value, index) => value === picks[index]));
  if (exact) return exact;
  const withValue = variants.filter((variant) => variant.values[option] === picks[option]);
  const score = (variant: Kind) =>
    variant.values.filter((value, index) => value === picks[index]).length * 2 + (variant.stockQuantity > 0 ? 1 : 0);
  return withValue.reduce<Kind | undefined>(
    (best, variant) => (!best || score(variant) > score(best) ? variant : best),
    undefined,
  );
}

/**
 * The options of a product sold in kinds, each a group of radio buttons (keyboard: Tab to a group, arrows within
 * it). A value whose kind is sold out shows so and can still be picked (the page says Out of Stock); a value not
 * sold with the other options as picked is marked as such and picking it moves the others to a kind that is sold.
 */
export function VariantChooser({
  options,
  variants,
  chosen,
  onChoose,
  missing,
  initialPicks,
}: {
  options: readonly Option[];
  variants: readonly Kind[];
  chosen?: Kind;
  onChoose: (variant: string) => void;
  /** True once Add to Cart was tapped without a choice: the groups left to pick are marked. */
  missing?: boolean;
  /** Values picked before the page opened (a list's option filter), in the options' order; the rest are left open. */
  initialPicks?: readonly (string | undefined)[];
}) {
  const name = useId();
  const [picks, setPicks] = useState<(string | undefined)[]>(() => options.map((_, index) => initialPicks?.[index]));
  const current = chosen ? chosen.values : picks;

  // Every option picked already: the kind with those values is the one chosen, once.
  const choseInitial = useRef(false);
  useEffect(() => {
    if (choseInitial.current || chosen) return;
    choseInitial.current = true;
    const exact = variants.find((variant) => variant.values.every((value, index) => value === picks[index]));
    if (exact) onChoose(exact.id);
  }, [chosen, variants, picks, onChoose]);

  const stateOf = (option: number, value: string): ValueState => {
    const matching = variants.filter(
      (variant) =>
        variant.values[option] === value &&
        variant.values.every(
          (other, index) => index === option || current[index] === undefined || other === current[index],
        ),
    );
    if (matching.length === 0) return 'not-sold';
    return matching.some((variant) => variant.stockQuantity > 0) ? 'available' : 'sold-out';
  };

  const pick = (option: number, value: string) => {
    const next = current.map((each, index) => (index === option ? value : each));
    if (next.every((each) => each !== undefined) || options.length === 1) {
      const variant = variantFor(variants, next, option);
      if (variant) {
        setPicks(variant.values);
        onChoose(variant.id);
        return;
      }
    }
    setPicks(next);
  };

  return (
    <div className="variant-chooser">
      {options.map((option, index) => (
        <fieldset
          key={option.name}
          className={`variant-option${missing && current[index] === undefined ? ' variant-option-missing' : ''}`}
        >
          <legend>
            {option.name}
            {current[index] !== undefined && <span className="variant-picked">: {current[index]}</span>}
          </legend>
          <div className="variant-values">
            {option.values.map((value) => {
              const state = stateOf(index, value);
              const note =
                state === 'sold-out' ? 'sold out' : state === 'not-sold' ? 'not sold in this combination' : '';
              return (
                <label key={value} className={`variant-value variant-${state}`}>
                  <input
                    type="radio"
                    name={`${name}-${index}`}
                    value={value}
                    checked={current[index] === value}
                    onChange={() => pick(index, value)}
                    aria-label={note ? `${value}, ${note}` : undefined}
                  />
                  <span>{value}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
