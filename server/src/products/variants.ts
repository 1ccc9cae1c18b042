import { BadRequestException, NotFoundException } from '@nestjs/common';
import { Types } from 'mongoose';
import type { Product, ProductVariant } from './models/product.model';
import { pricing } from './product-view';

/** A product sold in kinds has at most this many options ("Phone model", "Colour", "Length"). */
export const MAX_OPTIONS = 3;
/** At most this many values per option. */
export const MAX_OPTION_VALUES = 30;
/** At most this many variants per product (the combinations the merchant sells). */
export const MAX_VARIANTS = 100;
/** A SKU: letters, digits and . _ / -, starting with a letter or digit, at most 64 characters. */
export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/;
const NAME_LENGTH = 40;

export const VARIANT_MESSAGES = {
  tooManyOptions: `A product has at most ${MAX_OPTIONS} options`,
  optionName: `Each option needs a name of at most ${NAME_LENGTH} characters`,
  // The list's filter names a value as "Name:Value" (products/option-filter.ts): a name's colon would be ambiguous.
  optionNameColon: 'An option name cannot contain a colon (:)',
  sameOptionName: 'Each option needs a name of its own',
  optionValues: `Each option needs 1 to ${MAX_OPTION_VALUES} values of at most ${NAME_LENGTH} characters`,
  sameValue: (option: string) => `Each value of ${option} must be different`,
  noVariants: 'A product with options needs at least one variant',
  variantsWithoutOptions: 'Add options before variants',
  tooManyVariants: `A product has at most ${MAX_VARIANTS} variants`,
  values: (sku: string) => `Variant ${sku} needs one value of each option`,
  sameCombination: (sku: string) => `Variant ${sku} repeats the values of another variant`,
  sku: 'Each variant needs a SKU of letters, digits and . _ / - (at most 64 characters)',
  sameSku: (sku: string) => `SKU ${sku} is used by two variants`,
  skuTaken: (sku: string, product: string) => `SKU ${sku} is already used by ${product}`,
  price: (sku: string) => `Variant ${sku} needs a price of 0 or more`,
  discount: (sku: string) => `Discount price of ${sku} must be less than its price`,
  stock: (sku: string) => `Stock of ${sku} must be a whole number, 0 or more`,
} as const;

/** One option of a product and its values, in the order shoppers see them. */
export interface OptionSpec {
  name: string;
  values: string[];
}

/** One variant as an admin or an import gives it; `id` keeps an existing variant (its stock holds, its cart lines). */
export interface VariantSpec {
  id?: string;
  sku: string;
  /** One value per option, in the options' order. */
  values: string[];
  price: number;
  discountPrice?: number | null;
  stockQuantity: number;
  images?: string[];
}

/** A variant as it is stored, under its id in the product's `variants`. */
export interface StoredVariant {
  sku: string;
  values: string[];
  price: number;
  discountPrice?: number;
  finalPrice: number;
  stockQuantity: number;
  images: string[];
}

/** Options and variants checked and ready to store, with the product-level fields they decide. */
export interface CheckedVariants {
  options: OptionSpec[];
  /** By variant id, in the grid's order (options' values in their order). */
  variants: Record<string, StoredVariant>;
  /** The product's own price fields and stock: the cheapest variant's prices, the sum of the stock. */
  rollUp: { price: number; discountPrice?: number; finalPrice: number; stockQuantity: number };
}

const refuse = (message: string): never => {
  throw new BadRequestException(message);
};
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * Checks a product's options and variants as a whole and answers them ready to store, or refuses (400) with the first
 * problem. No options and no variants: a product sold as one, as every product was before variants.
 */
export function checkVariants(options: readonly OptionSpec[], variants: readonly VariantSpec[]): CheckedVariants {
  if (options.length > MAX_OPTIONS) refuse(VARIANT_MESSAGES.tooManyOptions);
  const cleanOptions = options.map((option) => {
    const name = text(option.name);
    if (!name || name.length > NAME_LENGTH) refuse(VARIANT_MESSAGES.optionName);
    if (name.includes(':')) refuse(VARIANT_MESSAGES.optionNameColon);
    const values = (option.values ?? []).map(text);
    if (values.length === 0 || values.length > MAX_OPTION_VALUES || values.some((v) => !v || v.length > NAME_LENGTH))
      refuse(VARIANT_MESSAGES.optionValues);
    if (new Set(values.map((v) => v.toLowerCase())).size !== values.length) refuse(VARIANT_MESSAGES.sameValue(name));
    return { name, values };
  });
  if (new Set(cleanOptions.map((o) => o.name.toLowerCase())).size !== cleanOptions.length)
    refuse(VARIANT_MESSAGES.sameOptionName);
  if (cleanOptions.length === 0) {
    if (variants.length > 0) refuse(VARIANT_MESSAGES.variantsWithoutOptions);
    return { options: [], variants: {}, rollUp: { price: 0, finalPrice: 0, stockQuantity: 0 } };
  }
  if (variants.length === 0) refuse(VARIANT_MESSAGES.noVariants);
  if (variants.length > MAX_VARIANTS) refuse(VARIANT_MESSAGES.tooManyVariants);

  const skus = new Set<string>();
  const ids = new Set<string>();
  const combinations = new Set<string>();
  const checked = variants.map((variant) => {
    const sku = text(variant.sku);
    if (!SKU_PATTERN.test(sku)) refuse(VARIANT_MESSAGES.sku);
    if (skus.has(sku.toLowerCase())) refuse(VARIANT_MESSAGES.sameSku(sku));
    skus.add(sku.toLowerCase());
    const given = (variant.values ?? []).map(text);
    if (given.length !== cleanOptions.length) refuse(VARIANT_MESSAGES.values(sku));
    // Each value as the option spells it; its place in the option decides the grid's order.
    const places = given.map((value, index) =>
      cleanOptions[index].values.findIndex((known) => known.toLowerCase() === value.toLowerCase()),
    );
    if (places.some((place) => place < 0)) refuse(VARIANT_MESSAGES.values(sku));
    const key = places.join(',');
    if (combinations.has(key)) refuse(VARIANT_MESSAGES.sameCombination(sku));
    combinations.add(key);
    if (!isAmount(variant.price)) refuse(VARIANT_MESSAGES.price(sku));
    const discount = variant.discountPrice ?? undefined;
    if (discount !== undefined && (!isAmount(discount) || discount >= variant.price))
      refuse(VARIANT_MESSAGES.discount(sku));
    if (!Number.isInteger(variant.stockQuantity) || variant.stockQuantity < 0) refuse(VARIANT_MESSAGES.stock(sku));
    // An existing variant keeps its id (its holds and cart lines name it); a new one, or a repeated id, gets a new one.
    const kept = typeof variant.id === 'string' && /^[0-9a-f]{24}$/.test(variant.id) && !ids.has(variant.id);
    const id = kept ? variant.id! : new Types.ObjectId().toHexString();
    ids.add(id);
    const stored: StoredVariant = {
      sku,
      values: places.map((place, index) => cleanOptions[index].values[place]),
      price: variant.price,
      ...(discount !== undefined ? { discountPrice: discount } : {}),
      finalPrice: pricing(variant.price, discount).finalPrice,
      stockQuantity: variant.stockQuantity,
      images: (variant.images ?? []).filter((image) => typeof image === 'string' && image.length > 0),
    };
    return { id, places, stored };
  });
  checked.sort((a, b) => {
    for (let index = 0; index < a.places.length; index++)
      if (a.places[index] !== b.places[index]) return a.places[index] - b.places[index];
    return 0;
  });
  const stored = checked.map(({ stored: variant }) => variant);
  return {
    options: cleanOptions,
    variants: Object.fromEntries(checked.map(({ id, stored: variant }) => [id, variant])),
    rollUp: rollUp(stored),
  };
}

/**
 * The product-level fields of a product sold in variants: the prices of its cheapest variant (what lists filter and
 * sort by) and its whole stock (in stock while any variant is).
 */
export function rollUp(variants: readonly StoredVariant[]): CheckedVariants['rollUp'] {
  const cheapest = variants.reduce((best, variant) => (variant.finalPrice < best.finalPrice ? variant : best));
  return {
    price: cheapest.price,
    ...(cheapest.discountPrice !== undefined ? { discountPrice: cheapest.discountPrice } : {}),
    finalPrice: cheapest.finalPrice,
    stockQuantity: variants.reduce((sum, variant) => sum + variant.stockQuantity, 0),
  };
}

export const VARIANT_NOT_FOUND = 'Variant not found';

/**
 * The variant a cart or order line names: one of the product's, for a product sold in kinds (which needs one:
 * 400 naming its options); undefined for a product sold as one (which takes none). 404 for a variant it lacks.
 */
export function chosenVariant(product: Product, variantId: string | null | undefined): ProductVariant | undefined {
  if (product.options.length === 0) {
    if (variantId !== undefined && variantId !== null) throw new NotFoundException(VARIANT_NOT_FOUND);
    return undefined;
  }
  if (variantId === undefined || variantId === null)
    throw new BadRequestException(
      `Please choose the ${product.options.map((option) => option.name).join(' and ')} of ${product.name}`,
    );
  const variant = product.variants.find((each) => each.id === variantId);
  if (!variant) throw new NotFoundException(VARIANT_NOT_FOUND);
  return variant;
}

/** How a shopper knows a line: the product's name, and its variant's values ("Case (iPhone 15 / Black)"). */
export const lineName = (product: Pick<Product, 'name'>, variant?: Pick<ProductVariant, 'values'>) =>
  variant ? `${product.name} (${variant.values.join(' / ')})` : product.name;
