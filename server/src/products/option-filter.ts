import { escapeRegExp } from '../common/search/escape-regexp';
import type { OptionSpec, StoredVariant } from './variants';

/**
 * The product list's filter by option value ("Phone model:iPhone 15"), and the values it can offer for a list.
 *
 * A product sold in kinds keeps its variants as a map by id (`variants.<id>.values`, one value per option in the
 * options' order), which a database query cannot look into by value. So the database narrows the list to products
 * whose options offer the values chosen (`prefilterOf`, on the `options` array), and the test that a product has a
 * variant with those values, in stock, is made here (`kindMatcher`) on the few products it answers.
 */

/** At most this many "Name:Value" choices in one list request. */
export const MAX_OPTION_CHOICES = 10;
/** An option's name and a value are at most this long (as products/variants.ts lets a merchant write them). */
export const OPTION_TEXT_LENGTH = 40;
/** At most this many options offered for one list, and this many values of each. */
export const MAX_FACET_OPTIONS = 8;
export const MAX_FACET_VALUES = 50;

export const OPTION_FILTER_MESSAGE = `Each option filter is "Name:Value" (as "Colour:Black"), name and value each 1 to ${OPTION_TEXT_LENGTH} characters`;
export const OPTION_COUNT_MESSAGE = `At most ${MAX_OPTION_CHOICES} option filters at a time`;

/** One option chosen and its values (any of them will do), lower-cased. */
export interface OptionChoice {
  name: string;
  values: string[];
}

/** The parts of a "Name:Value" choice (split at its first colon, each trimmed), or undefined when it is not one. */
export function splitChoice(choice: string): { name: string; value: string } | undefined {
  const at = choice.indexOf(':');
  if (at < 0) return undefined;
  const name = choice.slice(0, at).trim();
  const value = choice.slice(at + 1).trim();
  const fits = (text: string) => text.length > 0 && text.length <= OPTION_TEXT_LENGTH;
  return fits(name) && fits(value) ? { name, value } : undefined;
}

export const isOptionChoice = (choice: unknown) => typeof choice === 'string' && splitChoice(choice) !== undefined;

const key = (text: string) => text.trim().toLowerCase();

/**
 * The choices of a list request, grouped by option (case ignored), in a stable order (so equal requests make equal
 * cache keys); an empty list for none. The values of one option are alternatives; the options must all be met by
 * the same variant. Expects choices the DTO has checked (isOptionChoice); any other is left out.
 */
export function optionChoicesOf(choices: readonly string[] | undefined): OptionChoice[] {
  const byName = new Map<string, Set<string>>();
  for (const choice of choices ?? []) {
    const parts = splitChoice(choice);
    if (!parts) continue;
    const values = byName.get(key(parts.name)) ?? new Set<string>();
    values.add(key(parts.value));
    byName.set(key(parts.name), values);
  }
  return [...byName.entries()]
    .map(([name, values]) => ({ name, values: [...values].sort() }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

const exactly = (texts: readonly string[]) => ({
  $regex: `^(?:${texts.map(escapeRegExp).join('|')})$`,
  $options: 'i',
});

/**
 * The database's part of the filter: products whose options offer each option chosen with one of its values
 * (case ignored). Plain JSON (patterns as `$regex` text), so it can be part of a cache key and be read by sift.
 */
export function prefilterOf(choices: readonly OptionChoice[]): Record<string, unknown> {
  return {
    $and: choices.map((choice) => ({
      options: { $elemMatch: { name: exactly([choice.name]), values: exactly(choice.values) } },
    })),
  };
}

/** What the matchers read of a product (lean). */
export interface ProductKinds {
  _id?: unknown;
  options?: OptionSpec[];
  variants?: Record<string, StoredVariant>;
}

/** The variants that count: in stock, or every one (`inStockOnly` false: a list of products out of stock). */
const variantsOf = (record: ProductKinds, inStockOnly: boolean) =>
  Object.values(record.variants ?? {}).filter((variant) => !inStockOnly || (variant.stockQuantity ?? 0) > 0);

/** True when `variant` of a product with `names` (its options' names, lower-cased) has a value of every choice. */
function meets(variant: StoredVariant, names: readonly string[], choices: readonly OptionChoice[]): boolean {
  return choices.every((choice) => {
    const at = names.indexOf(choice.name);
    return at >= 0 && typeof variant.values[at] === 'string' && choice.values.includes(key(variant.values[at]));
  });
}

/**
 * The in-memory test: a product with a variant that has one of the values of every option chosen, in stock unless
 * `inStockOnly` is false. A product sold as one never meets a choice.
 */
export function kindMatcher(choices: readonly OptionChoice[], inStockOnly: boolean) {
  return (record: ProductKinds): boolean => {
    const names = (record.options ?? []).map((option) => key(option.name));
    return variantsOf(record, inStockOnly).some((variant) => meets(variant, names, choices));
  };
}

/** An option the listed products are sold in, with the values a shopper can choose and how many products have each. */
export interface OptionFacet {
  name: string;
  values: Array<{ value: string; count: number }>;
}

/** Text for people: "iPhone 14" before "iPhone 15", "2m" before "10m", case ignored. */
const naturally = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * The options of the listed products (`records`, products sold as one among them add nothing) and, for each, the
 * values of their variants in stock (of all their variants, `inStockOnly` false), each with how many products have
 * it. The values of an option are those that go with the choices made for the other options (so a value offered
 * always lists something); the choice made for the option itself leaves its other values offered, to change it.
 * Names and values are spelt as first met (case ignored when merging). Options with most products first (counted
 * before any choice, so they keep their places as choices are made), then in the order met; values in natural
 * order; an option left
 * without values by the other choices is left out; at most MAX_FACET_OPTIONS options of MAX_FACET_VALUES values.
 */
export function optionFacets(
  records: readonly ProductKinds[],
  choices: readonly OptionChoice[],
  inStockOnly: boolean,
): OptionFacet[] {
  interface Facet {
    name: string;
    products: Set<number>;
    values: Map<string, { value: string; products: Set<number> }>;
  }
  const options = new Map<string, Facet>();
  // Each record is a product of its own: counted by its place, once per value however many of its variants have it.
  records.forEach((record, product) => {
    const names = (record.options ?? []).map((option) => key(option.name));
    for (const variant of variantsOf(record, inStockOnly)) {
      names.forEach((name, at) => {
        const value = variant.values[at];
        if (typeof value !== 'string') return;
        const option = options.get(name) ?? { name: record.options![at].name, products: new Set(), values: new Map() };
        options.set(name, option);
        option.products.add(product);
        if (
          !meets(
            variant,
            names,
            choices.filter((choice) => choice.name !== name),
          )
        )
          return;
        const entry = option.values.get(key(value)) ?? { value, products: new Set() };
        option.values.set(key(value), entry);
        entry.products.add(product);
      });
    }
  });
  return (
    [...options.values()]
      // Ties in the order met: a product's own options in the merchant's order.
      .sort((a, b) => b.products.size - a.products.size)
      .slice(0, MAX_FACET_OPTIONS)
      .filter((option) => option.values.size > 0)
      .map((option) => ({
        name: option.name,
        values: [...option.values.values()]
          .sort((a, b) => naturally.compare(a.value, b.value))
          .slice(0, MAX_FACET_VALUES)
          .map(({ value, products }) => ({ value, count: products.size })),
      }))
  );
}
