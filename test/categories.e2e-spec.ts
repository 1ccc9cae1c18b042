import { join } from 'node:path';
import sharp from 'sharp';
import { PRODUCT_CATEGORIES } from '../server/src/products/product.constants';
import { CategoryRecord } from '../server/src/products/schemas/category.schema';
import { TestShop } from './support/test-shop';

/**
 * The merchant's own categories: the specification's twelve at start, then added, renamed (products move, old
 * links 301 to the new page), reordered, hidden, given a picture and deleted; every admin door closed to guests
 * and customers; bad input a clear 4xx with nothing written. The built client (`npm run build`), PUBLIC_URL set.
 */

const ADDRESS = 'https://shop.example.pk';
const CLIENT_DIR = join(__dirname, '..', 'client', 'dist');

const CATEGORY_FIELDS = 'id name position hidden picture cardPicture formerNames productCount';
const ADMIN_CATEGORIES = `query { adminCategories { ${CATEGORY_FIELDS} } }`;
const MENU = 'query { productCategories categoryCards { name image cardImage } }';

const png = () =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: '#2f80c4' } })
    .png()
    .toBuffer();

async function productForm(fields: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('images', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'front.png');
  return form;
}

const productFields = (name: string, category: string) => ({
  name,
  description: 'A phone holder for the car dashboard.',
  price: '1500',
  category,
  brand: 'Baseus',
  stockQuantity: '5',
});

describe('the merchant’s categories', () => {
  let shop: TestShop;
  let admin: string;
  let customer: string;

  beforeAll(async () => {
    shop = await TestShop.start({ clientDir: CLIENT_DIR, schemaFile: false }, { PUBLIC_URL: ADDRESS });
    admin = await shop.login('admin@volt.demo', 'admin123');
    customer = (await shop.registerCustomer()).token;
  });
  afterAll(() => shop.stop());

  const categoriesCollection = () => shop.model<CategoryRecord>(CategoryRecord.name);
  const adminCategories = async () => (await shop.graphql(ADMIN_CATEGORIES, {}, admin)).data.adminCategories as any[];
  const named = async (name: string) => (await adminCategories()).find((category) => category.name === name);
  const menu = async () => (await shop.graphql(MENU)).data as { productCategories: string[]; categoryCards: any[] };
  const mutate = (query: string, variables: Record<string, unknown>, token = admin) =>
    shop.graphql(query, variables, token);
  const addCategory = (name: unknown, token = admin) =>
    mutate(`mutation ($name: String!) { addCategory(name: $name) { ${CATEGORY_FIELDS} } }`, { name }, token);
  const createProduct = async (name: string, category: string) => {
    const answer = await shop.postForm(
      '/api/v1/admin/products',
      await productForm(productFields(name, category)),
      admin,
    );
    expect({ status: answer.status, message: answer.body.message }).toEqual({
      status: 201,
      message: 'Product added successfully!',
    });
    return answer.body.data as { _id: string; category: string };
  };
  const page = (path: string) =>
    fetch(`${shop.baseUrl}${path}`, { headers: { accept: 'text/html' }, redirect: 'manual' });
  const sitemap = async () => (await shop.get('/sitemap.xml')).text;

  it('starts with the twelve of the specification, in their order, once', async () => {
    const listed = await shop.get('/api/v1/categories');
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((category: { name: string }) => category.name)).toEqual([...PRODUCT_CATEGORIES]);
    expect(listed.body.data[0]).toEqual({ _id: expect.any(String), name: 'Earbuds', picture: null, cardPicture: null });
    const all = await adminCategories();
    expect(all.map((category) => [category.name, category.position, category.hidden])).toEqual(
      PRODUCT_CATEGORIES.map((name, position) => [name, position, false]),
    );
    expect(await categoriesCollection().countDocuments()).toBe(12);
    const service = shop.shop.app.get((await import('../server/src/products/categories.service')).CategoriesService);
    // Two starts at once (another process) leave one of each.
    await Promise.all([service.ensureSeeded(), service.ensureSeeded()]);
    expect(await categoriesCollection().countDocuments()).toBe(12);
  });

  it('adds "Car Accessories" at the end; the menu shows it once it has a product', async () => {
    const added = await addCategory('  Car Accessories ');
    expect(added.errors).toBeUndefined();
    expect(added.data.addCategory).toMatchObject({
      name: 'Car Accessories',
      position: 12,
      hidden: false,
      productCount: 0,
    });
    expect((await adminCategories()).at(-1).name).toBe('Car Accessories');
    expect((await menu()).productCategories).not.toContain('Car Accessories');

    const product = await createProduct('Dashboard Phone Holder', 'car accessories');
    expect(product.category).toBe('Car Accessories');
    const { productCategories, categoryCards } = await menu();
    expect(productCategories.at(-1)).toBe('Car Accessories');
    expect(categoryCards.at(-1)).toMatchObject({
      name: 'Car Accessories',
      image: expect.stringMatching(/^\/images\/products\//),
    });
    const list = await shop.get('/api/v1/products?category=Car%20Accessories');
    expect(list.body.data.map((each: { name: string }) => each.name)).toEqual(['Dashboard Phone Holder']);
    expect(await sitemap()).toContain(`${ADDRESS}/category/Car%20Accessories`);
  });

  it('refuses a name already taken, whatever its case, over GraphQL and REST', async () => {
    const before = await categoriesCollection().countDocuments();
    const graphql = await addCategory('CAR accessories');
    expect(graphql.errors?.[0]).toMatchObject({
      message: 'A category named "CAR accessories" already exists',
      extensions: { code: 'CONFLICT' },
    });
    const rest = await shop.post('/api/v1/admin/categories', { name: 'earbuds' }, { token: admin });
    expect([rest.status, rest.body.message]).toEqual([409, 'A category named "earbuds" already exists']);
    const earbuds = await named('Earbuds');
    const rename = await shop.request('PATCH', `/api/v1/admin/categories/${earbuds.id}`, {
      body: { name: 'Speakers' },
      token: admin,
    });
    expect([rename.status, rename.body.message]).toEqual([409, 'A category named "Speakers" already exists']);
    expect(await categoriesCollection().countDocuments()).toBe(before);
    expect((await named('Earbuds')).formerNames).toEqual([]);
  });

  it('checks a product’s category against the categories, listing them as they are now', async () => {
    const answer = await shop.postForm(
      '/api/v1/admin/products',
      await productForm(productFields('Toaster', 'Toasters')),
      admin,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      `Category must be one of: ${[...PRODUCT_CATEGORIES, 'Car Accessories'].join(', ')}`,
    );
  });

  it('renames a category: its products move, the old page answers 301 to the new one', async () => {
    const category = await named('Car Accessories');
    const renamed = await mutate(
      `mutation ($id: ID!, $name: String!) { renameCategory(id: $id, name: $name) { ${CATEGORY_FIELDS} } }`,
      { id: category.id, name: 'Car Gear' },
    );
    expect(renamed.errors).toBeUndefined();
    expect(renamed.data.renameCategory).toMatchObject({
      name: 'Car Gear',
      formerNames: ['Car Accessories'],
      productCount: 1,
    });
    expect(await shop.products.countDocuments({ category: 'Car Accessories' })).toBe(0);
    expect(await shop.products.countDocuments({ category: 'Car Gear' })).toBe(1);
    expect((await menu()).productCategories.at(-1)).toBe('Car Gear');

    for (const [path, location] of [
      ['/category/Car%20Accessories', '/category/Car%20Gear'],
      ['/category/Car%20Accessories?sortBy=price-low', '/category/Car%20Gear?sortBy=price-low'],
    ]) {
      const moved = await page(path);
      expect([path, moved.status, moved.headers.get('location')]).toEqual([path, 301, location]);
    }
    const current = await page('/category/Car%20Gear');
    expect(current.status).toBe(200);
    expect(await current.text()).toContain('<title>Car Gear');
    expect((await page('/category/Car%20Nothing')).status).not.toBe(301);
    expect(await sitemap()).toContain(`${ADDRESS}/category/Car%20Gear`);
    expect(await sitemap()).not.toContain('Car%20Accessories');
  });

  it('reorders the categories: the menu and cards follow the merchant’s order', async () => {
    const gear = await named('Car Gear');
    const moved = await shop.post(`/api/v1/admin/categories/${gear.id}/move`, { direction: 'UP' }, { token: admin });
    expect(moved.status).toBe(201);
    expect(moved.body.data.map((category: { name: string }) => category.name).slice(-2)).toEqual(['Car Gear', 'Other']);

    const ids = (await adminCategories()).map((category) => category.id);
    const order = [gear.id, ...ids.filter((id) => id !== gear.id)];
    const set = await mutate('mutation ($ids: [ID!]!) { setCategoryOrder(ids: $ids) { name } }', { ids: order });
    expect(set.errors).toBeUndefined();
    const { productCategories, categoryCards } = await menu();
    expect(productCategories[0]).toBe('Car Gear');
    expect(categoryCards[0].name).toBe('Car Gear');
    expect((await shop.get('/api/v1/products/categories')).body.data.categories[0]).toBe('Car Gear');
    expect((await shop.get('/api/v1/categories')).body.data[0].name).toBe('Car Gear');
  });

  it('hides a category from the menu, cards, filters and sitemap; the admin may still choose it', async () => {
    const gear = await named('Car Gear');
    const hidden = await shop.request('PATCH', `/api/v1/admin/categories/${gear.id}`, {
      body: { hidden: true },
      token: admin,
    });
    expect([hidden.status, hidden.body.data.hidden]).toEqual([200, true]);
    const { productCategories, categoryCards } = await menu();
    expect(productCategories).not.toContain('Car Gear');
    expect(categoryCards.map((card) => card.name)).not.toContain('Car Gear');
    expect((await shop.get('/api/v1/categories')).body.data.map((each: { name: string }) => each.name)).not.toContain(
      'Car Gear',
    );
    expect(await sitemap()).not.toContain('Car%20Gear');
    await createProduct('Car Vent Mount', 'Car Gear');

    const shown = await mutate('mutation ($id: ID!) { setCategoryHidden(id: $id, hidden: false) { hidden } }', {
      id: gear.id,
    });
    expect(shown.data.setCategoryHidden.hidden).toBe(false);
    expect((await menu()).productCategories[0]).toBe('Car Gear');
  });

  it('shows a category’s own picture on its home card, and the newest product’s again once removed', async () => {
    const gear = await named('Car Gear');
    const form = new FormData();
    form.append('images', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'car.png');
    const saved = await shop.putForm(`/api/v1/admin/categories/${gear.id}/picture`, form, admin);
    expect(saved.status).toBe(200);
    const picture = saved.body.data.picture as string;
    expect(picture).toMatch(/^\/images\/products\/.+-1000\.webp$/);
    const card = (await menu()).categoryCards.find((each) => each.name === 'Car Gear');
    expect(card).toEqual({ name: 'Car Gear', image: picture, cardImage: picture.replace('-1000.webp', '-400.webp') });
    expect((await fetch(shop.baseUrl + card.cardImage)).status).toBe(200);

    const removed = await mutate('mutation ($id: ID!) { removeCategoryPicture(id: $id) { picture } }', { id: gear.id });
    expect(removed.data.removeCategoryPicture.picture).toBeNull();
    expect((await menu()).categoryCards.find((each) => each.name === 'Car Gear').image).not.toBe(picture);
    expect((await fetch(shop.baseUrl + picture)).status).toBe(404);
  });

  it('refuses to delete a category with products, naming how many; deletes it once empty', async () => {
    const gear = await named('Car Gear');
    const refused = await shop.request('DELETE', `/api/v1/admin/categories/${gear.id}`, { token: admin });
    expect([refused.status, refused.body.message]).toEqual([
      409,
      '"Car Gear" has 2 products: move them to another category first',
    ]);
    const graphql = await mutate('mutation ($id: ID!) { deleteCategory(id: $id) }', { id: gear.id });
    expect(graphql.errors?.[0].extensions?.code).toBe('CONFLICT');

    await shop.products.deleteMany({ category: 'Car Gear' });
    const deleted = await shop.request('DELETE', `/api/v1/admin/categories/${gear.id}`, { token: admin });
    expect([deleted.status, deleted.body.message]).toEqual([200, 'Category deleted']);
    expect(await named('Car Gear')).toBeUndefined();
    const again = await mutate('mutation ($id: ID!) { deleteCategory(id: $id) }', { id: gear.id });
    expect(again.errors?.[0]).toMatchObject({ message: 'Category not found', extensions: { code: 'NOT_FOUND' } });
  });

  it('closes every admin operation to guests and customers, with nothing written', async () => {
    const earbuds = await named('Earbuds');
    const before = JSON.stringify(await adminCategories());
    const id = earbuds.id as string;
    const mutations: Array<[string, Record<string, unknown>]> = [
      [`mutation ($name: String!) { addCategory(name: $name) { id } }`, { name: 'Sneaky' }],
      [`mutation ($id: ID!) { renameCategory(id: $id, name: "Sneaky") { id } }`, { id }],
      [`mutation ($id: ID!) { setCategoryHidden(id: $id, hidden: true) { id } }`, { id }],
      [`mutation ($id: ID!) { moveCategory(id: $id, direction: DOWN) { id } }`, { id }],
      [`mutation ($ids: [ID!]!) { setCategoryOrder(ids: $ids) { id } }`, { ids: [id] }],
      [`mutation ($id: ID!) { removeCategoryPicture(id: $id) { id } }`, { id }],
      [`mutation ($id: ID!) { deleteCategory(id: $id) }`, { id }],
      [`query { adminCategories { id } }`, {}],
    ];
    for (const [query, variables] of mutations)
      for (const [who, token, code] of [
        ['guest', undefined, 'UNAUTHENTICATED'],
        ['customer', customer, 'FORBIDDEN'],
      ] as const) {
        const answer = await shop.graphql(query, variables, token);
        expect([who, query, answer.errors?.[0]?.extensions?.code]).toEqual([who, query, code]);
      }
    const form = new FormData();
    form.append('images', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'x.png');
    const routes: Array<[string, string, unknown]> = [
      ['GET', '/api/v1/admin/categories', undefined],
      ['POST', '/api/v1/admin/categories', { name: 'Sneaky' }],
      ['PATCH', `/api/v1/admin/categories/${id}`, { name: 'Sneaky' }],
      ['PUT', '/api/v1/admin/categories/order', { ids: [id] }],
      ['POST', `/api/v1/admin/categories/${id}/move`, { direction: 'DOWN' }],
      ['DELETE', `/api/v1/admin/categories/${id}/picture`, undefined],
      ['DELETE', `/api/v1/admin/categories/${id}`, undefined],
    ];
    for (const [method, path, body] of routes)
      for (const [who, token, status] of [
        ['guest', undefined, 401],
        ['customer', customer, 403],
      ] as const) {
        const answer = await shop.request(method, path, { body, token });
        expect([who, method, path, answer.status]).toEqual([who, method, path, status]);
      }
    expect((await shop.sendForm('PUT', `/api/v1/admin/categories/${id}/picture`, form)).status).toBe(401);
    expect((await shop.sendForm('PUT', `/api/v1/admin/categories/${id}/picture`, form, customer)).status).toBe(403);
    expect(JSON.stringify(await adminCategories())).toBe(before);
  });

  it('answers bad input with a clear 4xx and writes nothing', async () => {
    const earbuds = await named('Earbuds');
    const before = JSON.stringify(await categoriesCollection().find().sort({ _id: 1 }).lean());
    const cases: Array<[string, () => Promise<{ status: number; message: unknown }>, number, string]> = [
      [
        'empty name',
        () => rest('POST', '/api/v1/admin/categories', { name: '   ' }),
        400,
        'Please enter a category name',
      ],
      ['no name', () => rest('POST', '/api/v1/admin/categories', {}), 400, 'Please enter a category name'],
      [
        'number name',
        () => rest('POST', '/api/v1/admin/categories', { name: 42 }),
        400,
        'Please enter a category name',
      ],
      [
        'long name',
        () => rest('POST', '/api/v1/admin/categories', { name: 'x'.repeat(41) }),
        400,
        'Category name must not exceed 40 characters',
      ],
      [
        'control character',
        () => rest('POST', '/api/v1/admin/categories', { name: 'Car\u0007Gear' }),
        400,
        'Category name must not contain control characters',
      ],
      [
        'slash',
        () => rest('POST', '/api/v1/admin/categories', { name: 'Car/Gear' }),
        400,
        'Category name must not contain "/"',
      ],
      ['malformed id', () => rest('PATCH', '/api/v1/admin/categories/nope', { name: 'X' }), 404, 'Category not found'],
      [
        'unknown id',
        () => rest('DELETE', '/api/v1/admin/categories/0123456789abcdef01234567', undefined),
        404,
        'Category not found',
      ],
      [
        'nothing to change',
        () => rest('PATCH', `/api/v1/admin/categories/${earbuds.id}`, {}),
        400,
        'Please send a new name or hidden',
      ],
      [
        'hidden not a boolean',
        () => rest('PATCH', `/api/v1/admin/categories/${earbuds.id}`, { hidden: 'maybe' }),
        400,
        'hidden must be true or false',
      ],
      [
        'bad direction',
        () => rest('POST', `/api/v1/admin/categories/${earbuds.id}/move`, { direction: 'LEFT' }),
        400,
        'direction must be UP or DOWN',
      ],
      [
        'order missing categories',
        () => rest('PUT', '/api/v1/admin/categories/order', { ids: [earbuds.id] }),
        400,
        'Please send the ids of every category in the new order, each once',
      ],
      [
        'order not a list',
        () => rest('PUT', '/api/v1/admin/categories/order', { ids: 'all' }),
        400,
        'Please send the ids of every category in the new order',
      ],
      [
        'picture without a file',
        () => form('PUT', `/api/v1/admin/categories/${earbuds.id}/picture`, new FormData()),
        400,
        'Please send one picture',
      ],
      [
        'picture not an image',
        () => {
          const bad = new FormData();
          bad.append('images', new Blob(['not an image'], { type: 'image/png' }), 'x.png');
          return form('PUT', `/api/v1/admin/categories/${earbuds.id}/picture`, bad);
        },
        400,
        'Only image files are allowed',
      ],
      [
        'graphql long name',
        async () => graphqlRefusal(await addCategory('y'.repeat(41))),
        400,
        'Category name must not exceed 40 characters',
      ],
    ];
    for (const [label, send, status, message] of cases) {
      const answer = await send();
      expect([label, answer.status, answer.message]).toEqual([label, status, message]);
    }
    expect(JSON.stringify(await categoriesCollection().find().sort({ _id: 1 }).lean())).toBe(before);

    async function rest(method: string, path: string, body: unknown) {
      const answer = await shop.request(method, path, { body, token: admin });
      return { status: answer.status, message: answer.body.message };
    }
    async function form(method: string, path: string, data: FormData) {
      const answer = await shop.sendForm(method, path, data, admin);
      return { status: answer.status, message: answer.body.message };
    }
    function graphqlRefusal(answer: { errors?: Array<{ message: string; extensions?: { code?: string } }> }) {
      const [error] = answer.errors ?? [];
      return { status: error?.extensions?.code === 'BAD_USER_INPUT' ? 400 : 500, message: error?.message };
    }
  });
});
