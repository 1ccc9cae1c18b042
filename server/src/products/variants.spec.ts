import { BadRequestException } from '@nestjs/common';
import { checkVariants, MAX_VARIANTS, OptionSpec, VARIANT_MESSAGES, VariantSpec } from './variants';

const MODEL_COLOUR: OptionSpec[] = [
  { name: 'Phone model', values: ['iPhone 15', 'iPhone 15 Pro'] },
  { name: 'Colour', values: ['Black', 'Blue', 'Red'] },
];

const variant = (sku: string, values: string[], overrides: Partial<VariantSpec> = {}): VariantSpec => ({
  sku,
  values,
  price: 2500,
  stockQuantity: 4,
  ...overrides,
});

/** The refusal's message, or 'accepted'. */
function outcome(options: OptionSpec[], variants: VariantSpec[]): string {
  try {
    checkVariants(options, variants);
    return 'accepted';
  } catch (error) {
    if (error instanceof BadRequestException) return error.message;
    throw error;
  }
}

describe('checkVariants: a product in kinds, checked whole', () => {
  it('stores the grid in the options’ order, values spelt as the option spells them, with the product’s roll-up', () => {
    const checked = checkVariants(MODEL_COLOUR, [
      variant('CASE-15P-RED', ['iphone 15 pro', 'red'], { price: 2800, stockQuantity: 0 }),
      variant('CASE-15-BLK', ['iPhone 15', 'Black'], { price: 2500, discountPrice: 2200, stockQuantity: 3 }),
      variant('CASE-15-BLU', ['iPhone 15', 'Blue'], { price: 2400, stockQuantity: 5 }),
    ]);
    expect(checked.options).toEqual(MODEL_COLOUR);
    const stored = Object.values(checked.variants);
    expect(stored.map((each) => each.sku)).toEqual(['CASE-15-BLK', 'CASE-15-BLU', 'CASE-15P-RED']);
    expect(stored[2].values).toEqual(['iPhone 15 Pro', 'Red']);
    expect(stored[0]).toMatchObject({ price: 2500, discountPrice: 2200, finalPrice: 2200, images: [] });
    expect(Object.keys(checked.variants).every((id) => /^[0-9a-f]{24}$/.test(id))).toBe(true);
    // The cheapest variant's prices; the whole stock.
    expect(checked.rollUp).toEqual({ price: 2500, discountPrice: 2200, finalPrice: 2200, stockQuantity: 8 });
  });

  it('keeps the id of a variant that has one, and gives a repeated or made-up id a new one', () => {
    const id = '65f0c0ffee0000000000abcd';
    const checked = checkVariants(MODEL_COLOUR, [
      variant('A-1', ['iPhone 15', 'Black'], { id }),
      variant('A-2', ['iPhone 15', 'Blue'], { id }),
      variant('A-3', ['iPhone 15', 'Red'], { id: '{"$ne":1}' }),
    ]);
    const ids = Object.keys(checked.variants);
    expect(ids[0]).toBe(id);
    expect(new Set(ids).size).toBe(3);
  });

  it('a product without options and variants is sold as one', () => {
    expect(checkVariants([], [])).toMatchObject({ options: [], variants: {} });
  });

  it.each<[string, OptionSpec[], VariantSpec[], string]>([
    ['four options', [1, 2, 3, 4].map((n) => ({ name: `O${n}`, values: ['a'] })), [], VARIANT_MESSAGES.tooManyOptions],
    ['an option without a name', [{ name: ' ', values: ['a'] }], [], VARIANT_MESSAGES.optionName],
    ['a colon in an option name', [{ name: 'Size: EU', values: ['42'] }], [], VARIANT_MESSAGES.optionNameColon],
    [
      'two options of one name',
      [
        { name: 'Colour', values: ['a'] },
        { name: 'colour', values: ['b'] },
      ],
      [],
      VARIANT_MESSAGES.sameOptionName,
    ],
    ['an option without values', [{ name: 'Colour', values: [] }], [], VARIANT_MESSAGES.optionValues],
    ['an empty value', [{ name: 'Colour', values: ['Black', ''] }], [], VARIANT_MESSAGES.optionValues],
    ['a value twice', [{ name: 'Colour', values: ['Black', 'black'] }], [], VARIANT_MESSAGES.sameValue('Colour')],
    ['options without variants', MODEL_COLOUR, [], VARIANT_MESSAGES.noVariants],
    ['variants without options', [], [variant('A', [])], VARIANT_MESSAGES.variantsWithoutOptions],
    ['a value the option lacks', MODEL_COLOUR, [variant('A', ['iPhone 14', 'Black'])], VARIANT_MESSAGES.values('A')],
    ['a value missing', MODEL_COLOUR, [variant('A', ['iPhone 15'])], VARIANT_MESSAGES.values('A')],
    [
      'one combination twice',
      MODEL_COLOUR,
      [variant('A', ['iPhone 15', 'Black']), variant('B', ['iphone 15', 'BLACK'])],
      VARIANT_MESSAGES.sameCombination('B'),
    ],
    ['a SKU with a space', MODEL_COLOUR, [variant('A 1', ['iPhone 15', 'Black'])], VARIANT_MESSAGES.sku],
    ['a SKU that is an operator', MODEL_COLOUR, [variant('$gt', ['iPhone 15', 'Black'])], VARIANT_MESSAGES.sku],
    [
      'one SKU twice',
      MODEL_COLOUR,
      [variant('A', ['iPhone 15', 'Black']), variant('a', ['iPhone 15', 'Blue'])],
      VARIANT_MESSAGES.sameSku('a'),
    ],
    [
      'a negative price',
      MODEL_COLOUR,
      [variant('A', ['iPhone 15', 'Black'], { price: -1 })],
      VARIANT_MESSAGES.price('A'),
    ],
    [
      'a discount not below the price',
      MODEL_COLOUR,
      [variant('A', ['iPhone 15', 'Black'], { discountPrice: 2500 })],
      VARIANT_MESSAGES.discount('A'),
    ],
    [
      'a fractional stock',
      MODEL_COLOUR,
      [variant('A', ['iPhone 15', 'Black'], { stockQuantity: 1.5 })],
      VARIANT_MESSAGES.stock('A'),
    ],
  ])('refuses %s with a clear message', (_, options, variants, message) => {
    expect(outcome(options, variants)).toBe(message);
  });

  it(`refuses more than ${MAX_VARIANTS} variants`, () => {
    const options = [
      { name: 'Size', values: Array.from({ length: 11 }, (_, i) => `S${i}`) },
      { name: 'Colour', values: Array.from({ length: 10 }, (_, i) => `C${i}`) },
    ];
    const variants = options[0].values.flatMap((size) =>
      options[1].values.map((colour) => variant(`${size}-${colour}`, [size, colour])),
    );
    expect(outcome(options, variants)).toBe(VARIANT_MESSAGES.tooManyVariants);
    expect(outcome(options, variants.slice(0, MAX_VARIANTS))).toBe('accepted');
  });
});
