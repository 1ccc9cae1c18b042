import { FormEvent, useRef, useState } from 'react';
import { FILTER_BRANDS } from '../../../ui/constants';
import type { ListFilters } from '../product-filters';
import { useTextTypedEarly } from '../../../ui/useTextTypedEarly';

export type FilterPatch = Partial<Record<'category' | 'brand' | 'minPrice' | 'maxPrice' | 'inStock', string>>;

interface ProductFiltersProps {
  filters: ListFilters;
  categories: string[];
  onChange: (patch: FilterPatch) => void;
}

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
}: {
  legend: string;
  name: string;
  options: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
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
        </label>
      ))}
    </fieldset>
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

/** The /products sidebar: category, brand, price range and availability. */
export function ProductFilters({ filters, categories, onChange }: ProductFiltersProps) {
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
