import { FormEvent, ReactNode, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { FILTER_BRANDS } from '../../../ui/constants';
import { chosenOptionValue, splitOptionChoice, type ListFilters } from '../product-filters';
import { useTextTypedEarly } from '../../../ui/useTextTypedEarly';

export type FilterPatch = Partial<Record<'category' | 'brand' | 'minPrice' | 'maxPrice' | 'inStock', string>>;

/** An option the listed products are sold in, with the values it can be filtered by (productOptionValues). */
export interface OptionFacet {
  name: string;
  values: ReadonlyArray<{ value: string; count: number }>;
}

interface ProductFiltersProps {
  filters: ListFilters;
  categories: string[];
  /** The options of the listed products sold in kinds; none when no product listed is. */
  optionFacets: readonly OptionFacet[];
  onChange: (patch: FilterPatch) => void;
  /** An option's value chosen ('' for any). */
  onOptionChange: (name: string, value: string) => void;
}

/** Values an option group shows before "Show all". */
const OPTION_VALUES_SHOWN = 8;

const AVAILABILITY = [
  { value: '', label: 'All' },
  { value: 'true', label: 'In Stock' },
  { value: 'false', label: 'Out of Stock' },
];

function RadioGroup({
  legend,
  name,
  options,
  value,
  onChange,
  more,
}: {
  legend: string;
  name: string;
  /** `count`: how many products have it, shown after its label. */
  options: { value: string; label: string; count?: number }[];
  value: string;
  onChange: (value: string) => void;
  /** Shown after the options (a "Show all" button). */
  more?: ReactNode;
}) {
  return (
    <fieldset className="filter-group">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value || 'all'} className="filter-option">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
          {option.count !== undefined && (
            <>
              {' '}
              <span className="filter-count">({option.count})</span>
            </>
          )}
        </label>
      ))}
      {more}
    </fieldset>
  );
}

/**
 * One option of the listed products ("Phone model") as a radio group: All, then its values with how many products
 * have each; past OPTION_VALUES_SHOWN values, the rest behind "Show all" (the value chosen always shows).
 */
function OptionGroup({
  facet,
  chosen,
  onChange,
}: {
  facet: OptionFacet;
  chosen: string;
  onChange: (value: string) => void;
}) {
  const name = useId();
  const [all, setAll] = useState(false);
  const offered = facet.values.map(({ value, count }) => ({ value, label: value, count }));
  const match = offered.find((option) => option.value.toLowerCase() === chosen.toLowerCase());
  // A value chosen that the list no longer offers (sold out since, or from a shared link) still shows, to undo it.
  const values = chosen && !match ? [...offered, { value: chosen, label: chosen, count: 0 }] : offered;
  const chosenValue = match?.value ?? chosen;
  const folded = !all && values.length > OPTION_VALUES_SHOWN + 1;
  const shown = folded
    ? values.filter((option, index) => index < OPTION_VALUES_SHOWN || option.value === chosenValue)
    : values;
  // "Show all" goes as it is pressed: the focus moves to the first value it showed.
  const group = useRef<HTMLDivElement>(null);
  const showAll = () => {
    flushSync(() => setAll(true));
    group.current?.querySelectorAll('input')[OPTION_VALUES_SHOWN + 1]?.focus();
  };
  return (
    <div ref={group}>
      <RadioGroup
        legend={facet.name}
        name={name}
        value={chosenValue}
        options={[{ value: '', label: 'All' }, ...shown]}
        onChange={onChange}
        more={
          folded && (
            <button type="button" className="filter-more" onClick={showAll}>
              Show all {values.length}
            </button>
          )
        }
      />
    </div>
  );
}

/** The price range form keeps its own text until applied, so typing does not reload the list per key. */
function PriceRange({
  minPrice,
  maxPrice,
  onApply,
}: {
  minPrice: string;
  maxPrice: string;
  onApply: (min: string, max: string) => void;
}) {
  const [min, setMin] = useState(minPrice);
  const [max, setMax] = useState(maxPrice);
  const [error, setError] = useState('');
  const minField = useRef<HTMLInputElement>(null);
  const maxField = useRef<HTMLInputElement>(null);
  useTextTypedEarly(minField, min, setMin);
  useTextTypedEarly(maxField, max, setMax);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    // The fields' own text: a form sent before the app started is sent again before the state has it.
    const from = minField.current?.value ?? min;
    const to = maxField.current?.value ?? max;
    if (from && to && Number(from) > Number(to))
      return setError('The minimum price must not be above the maximum price');
    setError('');
    onApply(from, to);
  };
  return (
    <form className="filter-group" onSubmit={apply} aria-labelledby="price-range-title">
      <p id="price-range-title" className="filter-legend">
        Price Range (Rs.)
      </p>
      <div className="price-range">
        <label>
          <span className="sr-only">Minimum price</span>
          <input
            className="input"
            type="number"
            inputMode="numeric"
            min={0}
            placeholder="Min"
            ref={minField}
            value={min}
            onChange={(event) => setMin(event.target.value)}
          />
        </label>
        <span aria-hidden="true">–</span>
        <label>
          <span className="sr-only">Maximum price</span>
          <input
            className="input"
            type="number"
            inputMode="numeric"
            min={0}
            placeholder="Max"
            ref={maxField}
            value={max}
            onChange={(event) => setMax(event.target.value)}
          />
        </label>
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-outline btn-sm btn-block">
        Apply Price
      </button>
    </form>
  );
}

/**
 * The options to filter by: those of the listed products sold in kinds, and any option chosen that the list no
 * longer offers (so the choice shows and can be undone).
 */
function optionGroups(facets: readonly OptionFacet[], filters: ListFilters): OptionFacet[] {
  const chosenElsewhere = filters.options
    .map(splitOptionChoice)
    .filter((choice) => choice && !facets.some((facet) => facet.name.toLowerCase() === choice.name.toLowerCase()))
    .map((choice) => ({ name: choice!.name, values: [] }));
  return [...facets, ...chosenElsewhere];
}

/**
 * The /products sidebar: category, the options of the products listed that are sold in kinds (where there are any:
 * right after the category, which decides them), brand, price range and availability.
 */
export function ProductFilters({ filters, categories, optionFacets, onChange, onOptionChange }: ProductFiltersProps) {
  return (
    <div className="filters">
      <RadioGroup
        legend="Category"
        name="category"
        value={filters.category}
        options={[
          { value: '', label: 'All Categories' },
          ...categories.map((category) => ({ value: category, label: category })),
        ]}
        onChange={(category) => onChange({ category })}
      />
      {optionGroups(optionFacets, filters).map((facet) => (
        <OptionGroup
          key={facet.name.toLowerCase()}
          facet={facet}
          chosen={chosenOptionValue(filters, facet.name)}
          onChange={(value) => onOptionChange(facet.name, value)}
        />
      ))}
      <RadioGroup
        legend="Brand"
        name="brand"
        value={filters.brand}
        options={[
          { value: '', label: 'All Brands' },
          ...FILTER_BRANDS.map((brand) => ({ value: brand, label: brand })),
        ]}
        onChange={(brand) => onChange({ brand })}
      />
      <PriceRange
        key={`${filters.minPrice}-${filters.maxPrice}`}
        minPrice={filters.minPrice}
        maxPrice={filters.maxPrice}
        onApply={(minPrice, maxPrice) => onChange({ minPrice, maxPrice })}
      />
      <RadioGroup
        legend="Availability"
        name="inStock"
        value={filters.inStock}
        options={AVAILABILITY}
        onChange={(inStock) => onChange({ inStock })}
      />
    </div>
  );
}
