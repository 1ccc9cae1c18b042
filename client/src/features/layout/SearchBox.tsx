import { useQuery } from '@apollo/client/react';
import { FormEvent, KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../../gql';
import { SUGGESTION_LIMIT, SUGGESTION_MIN_CHARS } from '../../ui/constants';
import { formatPrice } from '../../ui/format';
import { productPath } from '../../ui/product-path';
import { ProductImage } from '../../ui/ProductImage';
import { useTextTypedEarly } from '../../ui/useTextTypedEarly';

const SuggestionsQuery = graphql(`
  query SearchSuggestions($search: String!, $limit: Int!) {
    products(search: $search, limit: $limit) {
      items {
        id
        slug
        name
        brand
        finalPrice
        images
        cardImages
      }
    }
  }
`);

function useDebounced<T>(value: T, delay: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/** Header search: live suggestions after more than 2 characters (5 results); submit goes to /products?search=. */
export function SearchBox() {
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  // Typed before the app started: its suggestions come once the app can show them.
  useTextTypedEarly(field, text, (typed, input) => {
    setText(typed);
    setOpen(document.activeElement === input);
  });
  const [active, setActive] = useState(-1);
  const term = useDebounced(text.trim(), 200);
  const enabled = term.length >= SUGGESTION_MIN_CHARS;
  const { data } = useQuery(SuggestionsQuery, { variables: { search: term, limit: SUGGESTION_LIMIT }, skip: !enabled });
  const suggestions = enabled && text.trim().length >= SUGGESTION_MIN_CHARS ? (data?.products.items ?? []) : [];
  const showList = open && suggestions.length > 0;

  const go = (path: string) => {
    setOpen(false);
    setActive(-1);
    navigate(path);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The field's own text: a search submitted as the app takes the page over comes before the state has it.
    const search = (field.current?.value ?? text).trim();
    if (active >= 0 && suggestions[active]) return go(productPath(suggestions[active]));
    if (search) go(`/products?search=${encodeURIComponent(search)}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && suggestions.length) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    // action and name: before the app has started on a rendered page, the browser sends the search itself.
    <form className="search" role="search" action="/products" method="get" onSubmit={submit}>
      <label htmlFor={`${listId}-input`} className="sr-only">
        Search products
      </label>
      <input
        ref={field}
        id={`${listId}-input`}
        name="search"
        type="search"
        placeholder="Search earbuds, chargers, cables…"
        autoComplete="off"
        value={text}
        role="combobox"
        aria-expanded={showList}
        aria-controls={`${listId}-list`}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${listId}-option-${active}` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="search-button" aria-label="Search">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            fill="currentColor"
            d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.42 1.41-5.39-5.39A8 8 0 1 1 10 2zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12z"
          />
        </svg>
      </button>
      {showList && (
        <ul className="suggestions" id={`${listId}-list`} role="listbox" aria-label="Suggestions">
          {suggestions.map((product, index) => (
            <li
              key={product.id}
              id={`${listId}-option-${index}`}
              role="option"
              aria-selected={index === active}
              className={index === active ? 'active' : undefined}
              onMouseDown={(event) => {
                event.preventDefault();
                go(productPath(product));
              }}
            >
              <ProductImage src={product.images[0]} cardSrc={product.cardImages[0]} alt="" />
              <span>
                <strong>{product.name}</strong>
                <small>
                  {product.brand} · {formatPrice(product.finalPrice)}
                </small>
              </span>
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
