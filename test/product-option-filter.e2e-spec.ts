import { Types } from 'mongoose';
import { CATALOGUE_CACHE_CONTROL } from '../server/src/products/catalogue-answers';
import { OPTION_COUNT_MESSAGE, OPTION_FILTER_MESSAGE } from '../server/src/products/option-filter';
import { TestShop } from './support/test-shop';

/**
 * The product list filtered by the option values of products sold in kinds ("Phone model:iPhone 15"), and the values
 * a list can offer (productOptionValues, GET /products/option-values): GraphQL and REST alike, a product listed only
 * when a variant in stock has the values, the rest of the list as it was, bad input a clear 400, answers kept apart
 * per choice and fresh after a write. The real app over HTTP on the real engine.
 */

const SET_VARIANTS = `mutation ($id: ID!, $input: ProductVariantsInput!) { setProductVariants(id: $id, input: $input) { id variants { id sku values stockQuantity } } }`;
const LIST = `query ($brand: String, $search: String, $option: [String!], $inStock: Boolean, $sortBy: ProductSort, $limit: Int, $page: Int) {
  products(brand: $brand, search: $search, option: $option, inStock: $inStock, sortBy: $sortBy, limit: $limit, page: $page) {
    items { id name } pagination { total pages page }
  }
}`;
const VALUES = `query ($brand: String, $search: String, $option: [String!], $inStock: Boolean) {
  productOptionValues(brand: $brand, search: $search, option: $option, inStock: $inStock) { name values { value count } }
}`;

describe('the product list filtered by option values', () => {
  let shop: TestShop;
  let admin: string;
  /** A brand of this suite's own: the lists below hold its products only. */
  const brand = `Kinds${new Types.ObjectId().toHexString().slice(-6)}`;
  const sku = (code: string) => `${brand}-${code}`;
  let cases: { id: string; name: string };
  let glass: { id: string; name: string };
  let plain: { id: string; name: string };

  const setVariants = async (id: string, input: unknown) => {
    const answer = await shop.graphql(SET_VARIANTS, { id, input }, admin);
    expect(answer.errors).toBeUndefined();
    return answer.data.setProductVariants;
  };
  const caseInput = (proBlackStock: number) => ({
    options: [
      { name: 'Phone model', values: ['iPhone 15', 'iPhone 15 Pro'] },
      { name: 'Colour', values: ['Black', 'Blue'] },
    ],
    variants: [
      { sku: sku('C15K'), values: ['iPhone 15', 'Black'], price: 1500, stockQuantity: 3 },
      { sku: sku('C15B'), values: ['iPhone 15', 'Blue'], price: 1500, stockQuantity: 0 },
      { sku: sku('C15PK'), values: ['iPhone 15 Pro', 'Black'], price: 1800, stockQuantity: proBlackStock },
    ],
  });

  beforeAll(async () => {
    shop = await TestShop.start({ schemaFile: false });
    admin = await shop.login('admin@volt.demo', 'admin123');
    // Oldest first: the list's newest product (the case) spells the options' names as they are offered.
    glass = await shop.newProduct(0, 900);
    plain = await shop.newProduct(5, 700);
    cases = await shop.newProduct(0, 1500);
    for (const [product, minutesAgo] of [
      [glass, 3],
      [plain, 2],
      [cases, 1],
    ] as const)
      await shop.products.updateOne(
        { _id: product.id },
        { brand, createdAt: new Date(Date.now() - minutesAgo * 60_000) },
        { timestamps: false },
      );
    // A screen protector, its option spelt otherwise: the iPhone 15 one sold out.
    await setVariants(glass.id, {
      options: [{ name: 'phone model', values: ['IPHONE 15', 'Galaxy S24'] }],
      variants: [
        { sku: sku('G15'), values: ['IPHONE 15'], price: 900, stockQuantity: 0 },
        { sku: sku('GS24'), values: ['Galaxy S24'], price: 950, stockQuantity: 4 },
      ],
    });
    await setVariants(cases.id, caseInput(2));
  });
  afterAll(() => shop.stop());

  const listed = async (variables: Record<string, unknown>) => {
    const answer = await shop.graphql(LIST, { brand, ...variables });
    expect(answer.errors).toBeUndefined();
    return answer.data.products;
  };
  const names = async (variables: Record<string, unknown>) =>
    (await listed(variables)).items.map((item: { id: string }) =>
      item.id === cases.id ? 'case' : item.id === glass.id ? 'glass' : item.id === plain.id ? 'plain' : item.id,
    );
  const restIds = async (query: string) => {
    const answer = await shop.get(`/api/v1/products?brand=${brand}&${query}`);
    expect(answer.status).toBe(200);
    return answer.body.data.map((product: { _id: string }) => product._id);
  };

  it('GraphQL: lists only products with a variant in stock that has the values; the list without a choice is unchanged', async () => {
    expect(await names({})).toEqual(['case', 'plain', 'glass']);
    // The screen protector's iPhone 15 is sold out: only the case; case and spelling do not matter.
    expect(await names({ option: ['Phone model:iPhone 15'] })).toEqual(['case']);
    expect(await names({ option: ['PHONE MODEL: iphone 15 '] })).toEqual(['case']);
    expect(await names({ option: ['Phone model:Galaxy S24'] })).toEqual(['glass']);
    // Values of one option are alternatives; two options are met by one variant.
    expect(await names({ option: ['Phone model:Galaxy S24', 'Phone model:iPhone 15 Pro'] })).toEqual(['case', 'glass']);
    expect(await names({ option: ['Phone model:iPhone 15 Pro', 'Colour:Black'] })).toEqual(['case']);
    expect(await names({ option: ['Phone model:iPhone 15', 'Colour:Blue'] })).toEqual([]);
    expect(await names({ option: ['Colour:Red'] })).toEqual([]);
    // The other filters, the orders and the pages work with it.
    expect(await names({ option: ['Phone model:Galaxy S24'], inStock: true })).toEqual(['glass']);
    expect(await names({ option: ['Phone model:iPhone 15 Pro', 'Phone model:Galaxy S24'], sortBy: 'NAME' })).toEqual(
      [cases, glass].sort((a, b) => a.name.localeCompare(b.name)).map((each) => (each === cases ? 'case' : 'glass')),
    );
    expect(
      await names({ option: ['Phone model:iPhone 15 Pro', 'Phone model:Galaxy S24'], sortBy: 'PRICE_LOW' }),
    ).toEqual(['glass', 'case']);
    const second = await listed({ option: ['Phone model:iPhone 15 Pro', 'Phone model:Galaxy S24'], limit: 1, page: 2 });
    expect(second).toEqual({
      items: [{ id: glass.id, name: glass.name }],
      pagination: { total: 2, pages: 2, page: 2 },
    });
    // With a keyword search too.
    expect(await names({ search: 'Test Cable', option: ['Phone model:iPhone 15'] })).toEqual(['case']);
    expect(await names({ search: cases.name, option: ['Phone model:Galaxy S24'] })).toEqual([]);
  });

  it('a product sold as one: listed as before, never by an option, its REST shape unchanged', async () => {
    expect(await restIds('')).toContain(plain.id);
    expect(await restIds('option=Phone%20model%3AiPhone%2015')).not.toContain(plain.id);
    const detail = await shop.get(`/api/v1/products/${plain.id}`);
    expect(detail.body.data.options).toBeUndefined();
    expect(detail.body.data.variants).toBeUndefined();
  });

  it('REST: ?option=Name:Value, repeated for several; an empty one means none', async () => {
    expect(await restIds('option=Phone%20model%3AiPhone%2015')).toEqual([cases.id]);
    expect(await restIds('option=Phone+model:Galaxy+S24&option=Phone+model:iPhone+15+Pro')).toEqual([
      cases.id,
      glass.id,
    ]);
    expect(await restIds('option=Phone+model:iPhone+15+Pro&option=Colour:Blue')).toEqual([]);
    expect(await restIds('option=')).toEqual([cases.id, plain.id, glass.id]);
    const page = await shop.get(`/api/v1/products?brand=${brand}&option=Colour:Black&limit=1`);
    expect(page.body.pagination).toMatchObject({ total: 1, pages: 1 });
  });

  it('the values a list offers: options of its products in kinds, values in stock, counted, GraphQL and REST', async () => {
    const offered = [
      {
        name: 'Phone model',
        values: [
          { value: 'Galaxy S24', count: 1 },
          { value: 'iPhone 15', count: 1 },
          { value: 'iPhone 15 Pro', count: 1 },
        ],
      },
      { name: 'Colour', values: [{ value: 'Black', count: 1 }] },
    ];
    const graphql = await shop.graphql(VALUES, { brand });
    expect(graphql.errors).toBeUndefined();
    expect(graphql.data.productOptionValues).toEqual(offered);
    const rest = await shop.get(`/api/v1/products/option-values?brand=${brand}`);
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({ success: true, data: { options: offered } });

    // A choice: its own option keeps its other values; the others offer what goes with it.
    const chosen = await shop.get(`/api/v1/products/option-values?brand=${brand}&option=Phone+model:Galaxy+S24`);
    expect(chosen.body.data.options).toEqual([offered[0]]);
    // With a search: the products it finds.
    const searched = (await shop.graphql(VALUES, { brand, search: glass.name })).data.productOptionValues;
    expect(searched).toEqual([{ name: 'phone model', values: [{ value: 'Galaxy S24', count: 1 }] }]);
    // A list without products in kinds offers none.
    expect((await shop.graphql(VALUES, { brand: 'Sony' })).data.productOptionValues).toEqual([]);
  });

  it.each([
    ['no colon', 'option=Colour', OPTION_FILTER_MESSAGE],
    ['no value', 'option=Colour:', OPTION_FILTER_MESSAGE],
    ['no name', 'option=:Black', OPTION_FILTER_MESSAGE],
    ['a name too long', `option=${'n'.repeat(41)}:Black`, OPTION_FILTER_MESSAGE],
    ['a value too long', `option=Colour:${'v'.repeat(41)}`, OPTION_FILTER_MESSAGE],
    ['a control character', 'option=Colour:Bl%07ack', OPTION_FILTER_MESSAGE],
    ['an empty one among others', 'option=Colour:Black&option=', OPTION_FILTER_MESSAGE],
    ['eleven', Array.from({ length: 11 }, (_, n) => `option=Colour:C${n}`).join('&'), OPTION_COUNT_MESSAGE],
    ['an operator', 'option[$gt]=Colour:Black', 'Invalid input: "option[$gt]" is not allowed'],
  ])('REST refuses %s: 400 with a clear message, on the list and the values alike', async (_, query, message) => {
    for (const path of ['/api/v1/products', '/api/v1/products/option-values']) {
      const answer = await shop.get(`${path}?${query}`);
      expect({ path, status: answer.status, message: answer.body.message }).toEqual({ path, status: 400, message });
    }
  });

  it('a value that looks like an operator or a pattern is only text', async () => {
    expect(await restIds('option=%24where:1')).toEqual([]);
    expect(await restIds('option=Phone+model:.*')).toEqual([]);
    expect(await restIds('option=Phone+model:iPhone+15|Galaxy+S24')).toEqual([]);
  });

  it('GraphQL refuses bad option values: BAD_USER_INPUT with the message', async () => {
    for (const query of [LIST, VALUES]) {
      const noColon = await shop.graphql(query, { option: ['Colour'] });
      expect(noColon.errors?.[0]).toMatchObject({
        message: OPTION_FILTER_MESSAGE,
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const many = await shop.graphql(query, { option: Array.from({ length: 11 }, (_, n) => `Colour:C${n}`) });
      expect(many.errors?.[0]).toMatchObject({ message: OPTION_COUNT_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } });
    }
    const operator = await shop.graphql(LIST, { option: [{ $gt: '' }] });
    expect(operator.errors?.[0]?.extensions?.code).toMatch(/BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED/);
  });

  it('answers are kept per choice and are fresh after a write; anonymous answers are public', async () => {
    const pro = 'option=Phone+model:iPhone+15+Pro';
    const first = await shop.get(`/api/v1/products?brand=${brand}&${pro}`);
    expect(first.body.data.map((product: { _id: string }) => product._id)).toEqual([cases.id]);
    expect(first.headers.get('cache-control')).toBe(CATALOGUE_CACHE_CONTROL);
    // Another choice is another answer, not the one kept.
    expect(await restIds('option=Phone+model:Galaxy+S24')).toEqual([glass.id]);
    const anonymous = await shop.request('POST', '/graphql', { body: { query: VALUES, variables: { brand } } });
    expect(anonymous.headers.get('cache-control')).toBe(CATALOGUE_CACHE_CONTROL);

    // The iPhone 15 Pro case sells out: it leaves the list and its value the values offered.
    await setVariants(cases.id, caseInput(0));
    expect(await restIds(pro)).toEqual([]);
    expect(await names({ option: ['Phone model:iPhone 15 Pro'] })).toEqual([]);
    const after = (await shop.graphql(VALUES, { brand })).data.productOptionValues;
    expect(after[0].values.map((each: { value: string }) => each.value)).toEqual(['Galaxy S24', 'iPhone 15']);
    await setVariants(cases.id, caseInput(2));
    expect(await restIds(pro)).toEqual([cases.id]);
  });
});
