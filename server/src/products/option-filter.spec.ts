import sift from 'sift';
import {
  kindMatcher,
  MAX_FACET_VALUES,
  optionChoicesOf,
  optionFacets,
  prefilterOf,
  ProductKinds,
  splitChoice,
} from './option-filter';
import type { StoredVariant } from './variants';

const kind = (values: string[], stockQuantity: number): StoredVariant => ({
  sku: values.join('-'),
  values,
  price: 1000,
  finalPrice: 1000,
  stockQuantity,
  images: [],
});

/** A case per phone model and colour: the blue iPhone 15 sold out, no red iPhone 15 Pro. */
const CASE: ProductKinds = {
  _id: 'case',
  options: [
    { name: 'Phone model', values: ['iPhone 15', 'iPhone 15 Pro'] },
    { name: 'Colour', values: ['Black', 'Blue', 'Red'] },
  ],
  variants: {
    a: kind(['iPhone 15', 'Black'], 3),
    b: kind(['iPhone 15', 'Blue'], 0),
    c: kind(['iPhone 15', 'Red'], 1),
    d: kind(['iPhone 15 Pro', 'Black'], 2),
  },
};
/** A screen protector per phone model, spelt otherwise. */
const GLASS: ProductKinds = {
  _id: 'glass',
  options: [{ name: 'phone model', values: ['IPHONE 15', 'Galaxy S24'] }],
  variants: { e: kind(['IPHONE 15'], 5), f: kind(['Galaxy S24'], 5) },
};
/** A cable per length. */
const CABLE: ProductKinds = {
  _id: 'cable',
  options: [{ name: 'Length', values: ['10m', '2m', '1m'] }],
  variants: { g: kind(['10m'], 1), h: kind(['2m'], 1), i: kind(['1m'], 0) },
};
const ONE: ProductKinds = { _id: 'one' };

describe('the option filter: "Name:Value" choices', () => {
  it('reads a choice at its first colon, trimmed; refuses one without a name or a value, or too long', () => {
    expect(splitChoice('Phone model:iPhone 15')).toEqual({ name: 'Phone model', value: 'iPhone 15' });
    expect(splitChoice(' Ratio : 16:9 ')).toEqual({ name: 'Ratio', value: '16:9' });
    for (const bad of ['Colour', ':Black', 'Colour:', ' : ', `${'n'.repeat(41)}:x`, `x:${'v'.repeat(41)}`])
      expect([bad, splitChoice(bad)]).toEqual([bad, undefined]);
  });

  it('groups the choices by option, case ignored, in a stable order', () => {
    expect(optionChoicesOf(['Colour:Red', 'phone model:iPhone 15', 'colour:black', 'COLOUR:Red'])).toEqual([
      { name: 'colour', values: ['black', 'red'] },
      { name: 'phone model', values: ['iphone 15'] },
    ]);
    expect(optionChoicesOf(undefined)).toEqual([]);
  });

  it('matches a product with a variant in stock that has a value of every option chosen', () => {
    const matches = (choices: string[], inStockOnly = true) =>
      [CASE, GLASS, CABLE, ONE].filter(kindMatcher(optionChoicesOf(choices), inStockOnly)).map((each) => each._id);
    expect(matches(['Phone model:iphone 15'])).toEqual(['case', 'glass']);
    expect(matches(['Phone model:iPhone 15 Pro'])).toEqual(['case']);
    // Blue comes only as an iPhone 15 sold out; red only as an iPhone 15.
    expect(matches(['Colour:Blue'])).toEqual([]);
    expect(matches(['Colour:Blue'], false)).toEqual(['case']);
    expect(matches(['Phone model:iPhone 15 Pro', 'Colour:Red'])).toEqual([]);
    expect(matches(['Phone model:iPhone 15 Pro', 'Colour:Red', 'Colour:Black'])).toEqual(['case']);
    // Alternatives of one option: either will do.
    expect(matches(['Phone model:Galaxy S24', 'Phone model:iPhone 15 Pro'])).toEqual(['case', 'glass']);
    // An option the product lacks: never met (a screen protector has no colour).
    expect(matches(['Phone model:iPhone 15', 'Colour:Black'])).toEqual(['case']);
    expect(matches(['Length:1m'])).toEqual([]);
  });

  it('narrows the database read to products whose options offer the values, as sift reads it too', () => {
    const filter = prefilterOf(optionChoicesOf(['phone model:iphone 15', 'Colour:a.c']));
    expect(JSON.parse(JSON.stringify(filter))).toEqual(filter);
    const test = sift(filter);
    expect(test(CASE)).toBe(false);
    expect(sift(prefilterOf(optionChoicesOf(['phone model:iphone 15', 'Colour:BLUE'])))(CASE)).toBe(true);
    expect(sift(prefilterOf(optionChoicesOf(['Phone model:iPhone 15'])))(GLASS)).toBe(true);
    expect(sift(prefilterOf(optionChoicesOf(['Phone model:iPhone'])))(GLASS)).toBe(false);
  });
});

describe('optionFacets: the values a list can be filtered by', () => {
  it('lists the options of the products in kinds, values of variants in stock, with their products counted', () => {
    expect(optionFacets([CASE, GLASS, CABLE, ONE], [], true)).toEqual([
      {
        name: 'Phone model',
        values: [
          { value: 'Galaxy S24', count: 1 },
          { value: 'iPhone 15', count: 2 },
          { value: 'iPhone 15 Pro', count: 1 },
        ],
      },
      { name: 'Colour', values: expect.any(Array) },
      {
        name: 'Length',
        values: [
          { value: '2m', count: 1 },
          { value: '10m', count: 1 },
        ],
      },
    ]);
    expect(optionFacets([CASE], [], true)[1].values.map((each) => each.value)).toEqual(['Black', 'Red']);
    expect(optionFacets([CASE], [], false)[1].values.map((each) => each.value)).toEqual(['Black', 'Blue', 'Red']);
    expect(optionFacets([ONE], [], true)).toEqual([]);
  });

  it('offers for each option the values that go with the other choices, and keeps its own alternatives', () => {
    const facets = optionFacets([CASE, GLASS], optionChoicesOf(['Phone model:iPhone 15 Pro']), true);
    expect(facets).toEqual([
      {
        name: 'Phone model',
        values: [
          { value: 'Galaxy S24', count: 1 },
          { value: 'iPhone 15', count: 2 },
          { value: 'iPhone 15 Pro', count: 1 },
        ],
      },
      { name: 'Colour', values: [{ value: 'Black', count: 1 }] },
    ]);
    // The options keep their places; the phone models are those that come in red.
    const byColour = optionFacets([CASE, GLASS], optionChoicesOf(['Colour:Red']), true);
    expect(byColour[0]).toEqual({ name: 'Phone model', values: [{ value: 'iPhone 15', count: 1 }] });
    // An option no variant has with the other choices is left out.
    expect(optionFacets([CASE, CABLE], optionChoicesOf(['Length:2m']), true).map((each) => each.name)).toEqual([
      'Length',
    ]);
  });

  it('offers at most MAX_FACET_VALUES values of an option', () => {
    const many: ProductKinds = {
      _id: 'many',
      options: [{ name: 'Size', values: [] }],
      variants: Object.fromEntries(
        Array.from({ length: MAX_FACET_VALUES + 5 }, (_, n) => [`v${n}`, kind([`S${n}`], 1)]),
      ),
    };
    expect(optionFacets([many], [], true)[0].values).toHaveLength(MAX_FACET_VALUES);
  });
});
