import { Field, Float, InputType, Int } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidationOptions,
} from 'class-validator';
import { isRefusedKey, operatorRefusalMessage } from '../../common/http/reject-mongo-operators.hook';
import { hasControlCharacters, InOrder, NoControlCharacters } from '../../common/validation/validation';
import { ProductCondition } from '../models/product.model';
import { PRODUCT_CONDITIONS } from '../product.constants';
import { ToBoolean } from '../../common/validation/query-transforms';

/** The admin form's failure toast (spec section 5): a required field is missing, or stock is not a number of 0 or more. */
export const FILL_REQUIRED = 'Please fill in all required fields and ensure stock is 0 or more';
export const DISCOUNT_NOT_BELOW_PRICE = 'Discount price must be less than the price';
export const MAX_STOCK_QUANTITY = 1_000_000;
/** Rs. 10 million: far above anything the shop sells, and low enough that no cart or order total can overflow. */
export const MAX_PRICE = 10_000_000;
const MAX_PRICE_TEXT = MAX_PRICE.toLocaleString('en-PK');
export const MAX_TAGS = 20;
export const MAX_SPECIFICATIONS = 50;

const NO_CONTROL = 'Product details must not contain control characters';
const INVALID_SPECIFICATIONS = 'Specifications must be a JSON object of text values';
const DECIMAL = /^-?\d+(\.\d+)?$/;

/** Text of a form field, trimmed; empty text and null count as not sent (the form sends optional fields only when filled). */
const FormText = () =>
  Transform(({ value }) => {
    if (value === null) return undefined;
    if (typeof value !== 'string') return value;
    const text = value.trim();
    return text === '' ? undefined : text;
  });

/** A number from multipart text ("1999", "12.5") or JSON/GraphQL; anything else stays as it is, for the number check to refuse. */
const FormNumber = () =>
  Transform(({ value }) => {
    if (value === null || value === undefined) return undefined;
    if (typeof value !== 'string') return value;
    const text = value.trim();
    if (text === '') return undefined;
    return DECIMAL.test(text) ? Number(text) : value;
  });

/** Tags as comma-separated text ("a, b,,c " → ["a", "b", "c"]), a repeated form field, or a list. */
const FormTags = () =>
  Transform(({ value }) => {
    if (value === null || value === undefined) return undefined;
    const parts = Array.isArray(value) ? value : [value];
    if (!parts.every((part) => typeof part === 'string')) return value;
    return parts
      .flatMap((part) => part.split(','))
      .map((tag) => tag.trim())
      .filter((tag) => tag !== '');
  });

export interface SpecificationEntry {
  key: string;
  value: string;
}

/**
 * Specifications as a list of { key, value }: from JSON object text (multipart), an object (JSON body) or
 * a list (GraphQL). Text that is not a JSON object, or values that are not text, stay as they are for the
 * validator to refuse.
 */
const FormSpecifications = () =>
  Transform(({ value }) => {
    if (value === null || value === undefined) return undefined;
    let source: unknown = value;
    if (typeof value === 'string') {
      if (value.trim() === '') return undefined;
      try {
        source = JSON.parse(value);
      } catch {
        return value;
      }
    }
    if (typeof source !== 'object' || source === null) return value;
    const pairs: Array<[unknown, unknown]> = Array.isArray(source)
      ? source.map((entry: Partial<SpecificationEntry> | null) => [entry?.key, entry?.value])
      : Object.entries(source);
    const entries: SpecificationEntry[] = [];
    for (const [key, entry] of pairs) {
      const text =
        typeof entry === 'number' || typeof entry === 'boolean' ? String(entry) : entry === null ? '' : entry;
      if (typeof key !== 'string' || typeof text !== 'string') return value;
      entries.push({ key: key.trim(), value: text.trim() });
    }
    return entries;
  });

/** The discount must be below the list price of the same form (checked when both are numbers). */
const BelowPrice = (options: ValidationOptions) =>
  ValidateBy(
    {
      name: 'belowPrice',
      validator: {
        validate: (value, args) => {
          const price = (args?.object as { price?: unknown }).price;
          return typeof value !== 'number' || typeof price !== 'number' || value < price;
        },
      },
    },
    options,
  );

const isEntryList = (value: unknown): value is SpecificationEntry[] =>
  Array.isArray(value) && value.every((entry) => typeof entry?.key === 'string' && typeof entry?.value === 'string');

/** Names MongoDB would read as operators or paths, or that are empty, are refused; so are repeated names. */
const SpecificationRules = () =>
  InOrder(
    ValidateBy(
      { name: 'specificationsShape', validator: { validate: isEntryList } },
      { message: INVALID_SPECIFICATIONS },
    ),
    ValidateBy(
      {
        name: 'specificationsNames',
        validator: {
          validate: (value) =>
            isEntryList(value) && value.every(({ key }) => key !== '' && !key.startsWith('$') && !key.includes('.')),
        },
      },
      { message: 'Specification names must not be empty, start with "$" or contain "."' },
    ),
    ValidateBy(
      {
        name: 'specificationsPrototypeNames',
        validator: { validate: (value) => isEntryList(value) && !value.some(({ key }) => isRefusedKey(key)) },
      },
      {
        message: ({ value }) =>
          operatorRefusalMessage((value as SpecificationEntry[]).find(({ key }) => isRefusedKey(key))?.key ?? ''),
      },
    ),
    ValidateBy(
      {
        name: 'specificationsUnique',
        validator: {
          validate: (value) => isEntryList(value) && new Set(value.map(({ key }) => key)).size === value.length,
        },
      },
      { message: 'Specification names must be unique' },
    ),
    ArrayMaxSize(MAX_SPECIFICATIONS, { message: `At most ${MAX_SPECIFICATIONS} specifications allowed` }),
    ValidateBy(
      {
        name: 'specificationsLength',
        validator: {
          validate: (value) =>
            isEntryList(value) && value.every(({ key, value: text }) => key.length <= 60 && text.length <= 300),
        },
      },
      { message: 'Specification names must not exceed 60 characters and values 300 characters' },
    ),
    ValidateBy(
      {
        name: 'specificationsText',
        validator: {
          validate: (value) =>
            isEntryList(value) && value.every(({ key, value: text }) => !hasControlCharacters(key + text)),
        },
      },
      { message: NO_CONTROL },
    ),
  );

@InputType('ProductSpecificationInput')
export class ProductSpecificationInput {
  @Field() key: string;
  @Field() value: string;
}

/**
 * The admin product form (spec sections 5 and 7), for the multipart REST form (every field arrives as
 * text) and JSON or GraphQL alike. It replaces the product's fields as a whole, as the form does: an
 * optional field left out clears it (no discount, no tags); only `specifications` left out keeps the
 * stored ones, since the shop's form does not edit them. Pictures are not part of it.
 */
@InputType('ProductDetailsInput', {
  description:
    'Every field of the admin product form but the pictures, which are uploaded with the multipart REST form.',
})
export class ProductFormInput {
  @Field()
  @FormText()
  @InOrder(
    IsDefined({ message: FILL_REQUIRED }),
    IsString({ message: FILL_REQUIRED }),
    MaxLength(120, { message: 'Product name must not exceed 120 characters' }),
    NoControlCharacters(NO_CONTROL),
  )
  name: string;

  @Field()
  @FormText()
  @InOrder(
    IsDefined({ message: FILL_REQUIRED }),
    IsString({ message: FILL_REQUIRED }),
    MaxLength(5000, { message: 'Description must not exceed 5000 characters' }),
    NoControlCharacters(NO_CONTROL),
  )
  description: string;

  @Field(() => Float, { description: `List price in PKR, 0 to ${MAX_PRICE_TEXT}.` })
  @FormNumber()
  @InOrder(
    IsDefined({ message: FILL_REQUIRED }),
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Price must be a number' }),
    Min(0, { message: 'Price must be 0 or more' }),
    Max(MAX_PRICE, { message: `Price must not exceed Rs. ${MAX_PRICE_TEXT}` }),
  )
  price: number;

  @Field({
    description: "The name of one of the merchant's categories (see adminCategories); a hidden one may be chosen.",
  })
  @FormText()
  @InOrder(IsDefined({ message: FILL_REQUIRED }), IsString({ message: FILL_REQUIRED }))
  category: string;

  @Field({ description: 'Free text, at most 60 characters.' })
  @FormText()
  @InOrder(
    IsDefined({ message: FILL_REQUIRED }),
    IsString({ message: FILL_REQUIRED }),
    MaxLength(60, { message: 'Brand must not exceed 60 characters' }),
    NoControlCharacters(NO_CONTROL),
  )
  brand: string;

  @Field(() => Int, { description: 'Units in stock, 0 or more.' })
  @FormNumber()
  @InOrder(
    IsDefined({ message: FILL_REQUIRED }),
    IsInt({ message: FILL_REQUIRED }),
    Min(0, { message: FILL_REQUIRED }),
    Max(MAX_STOCK_QUANTITY, {
      message: `Stock quantity must not exceed ${MAX_STOCK_QUANTITY.toLocaleString('en-PK')}`,
    }),
  )
  stockQuantity: number;

  @Field(() => Float, {
    nullable: true,
    description: 'Sale price in PKR, 0 or more and below price; left out: no discount.',
  })
  @FormNumber()
  @IsOptional()
  @InOrder(
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Discount price must be a number' }),
    Min(0, { message: 'Discount price must be 0 or more' }),
    Max(MAX_PRICE, { message: `Discount price must not exceed Rs. ${MAX_PRICE_TEXT}` }),
    BelowPrice({ message: DISCOUNT_NOT_BELOW_PRICE }),
  )
  discountPrice?: number;

  @Field(() => ProductCondition, { nullable: true, defaultValue: ProductCondition.new })
  @FormText()
  @IsOptional()
  @IsIn(PRODUCT_CONDITIONS, { message: 'Condition must be new or old' })
  condition?: ProductCondition;

  @Field({ nullable: true, defaultValue: false })
  @ToBoolean()
  @IsOptional()
  @IsBoolean({ message: 'featured must be true or false' })
  featured?: boolean;

  @Field({ nullable: true, defaultValue: false })
  @ToBoolean()
  @IsOptional()
  @IsBoolean({ message: 'trendy must be true or false' })
  trendy?: boolean;

  @Field(() => [String], {
    nullable: true,
    description: 'Tags; in the multipart form, comma-separated text. Left out: no tags.',
  })
  @FormTags()
  @IsOptional()
  @InOrder(
    IsArray({ message: 'Tags must be comma-separated text' }),
    IsString({ each: true, message: 'Tags must be comma-separated text' }),
    ArrayMaxSize(MAX_TAGS, { message: `At most ${MAX_TAGS} tags allowed` }),
    MaxLength(40, { each: true, message: 'Each tag must not exceed 40 characters' }),
    NoControlCharacters(NO_CONTROL, { each: true }),
  )
  tags?: string[];

  @Field(() => [ProductSpecificationInput], {
    nullable: true,
    description:
      'Key-value rows; in the multipart form, JSON object text such as {"Battery":"30 h"}. Left out: the stored ones are kept.',
  })
  @FormSpecifications()
  @IsOptional()
  @SpecificationRules()
  specifications?: SpecificationEntry[];
}
