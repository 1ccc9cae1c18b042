import { parse } from 'csv-parse/sync';
import { CATALOGUE_COLUMNS } from '../server/src/products/catalogue-csv';
import { TestShop } from './support/test-shop';

/** The catalogue file as a spreadsheet reads it: the BOM gone, a record per row by the header's names. */
const rowsOf = (csv: string): Array<Record<string, string>> => parse(csv, { bom: true, columns: true });

describe('Catalogue export (CSV)', () => {
  let shop: TestShop;
  let admin: string;

  beforeAll(async () => {
    shop = await TestShop.start({}, { PUBLIC_URL: 'https://shop.example.pk' });
    admin = await shop.login('admin@volt.demo', 'admin123');
  });
  afterAll(() => shop.stop());

  const exportCsv = (filter: Record<string, unknown> = {}, token: string | null = admin) =>
    shop.post<string>('/api/v1/admin/products/export.csv', filter, { token: token ?? undefined });

  test('every product, one row each, with Shopify-like columns: handle, the price paid, the list price it is reduced from', async () => {
    const { id } = await shop.newProduct(7, 2500, 1999);
    await shop.products.updateOne(
      { _id: id },
      { $set: { tags: ['usb-c', 'fast'], specifications: { Length: '1 m', Connector: 'USB-C' }, featured: true } },
    );
    const record = (await shop.products.findById(id).lean())!;
    const answer = await exportCsv();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="catalogue-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(answer.text.split('\n')[0]).toBe(CATALOGUE_COLUMNS.join(','));
    // UTF-8 with a byte order mark, so that Excel reads Urdu (fetch's text() drops the mark: read the bytes).
    const bytes = await fetch(`${shop.baseUrl}/api/v1/admin/products/export.csv`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: '{}',
    }).then((response) => response.arrayBuffer());
    expect([...new Uint8Array(bytes.slice(0, 3))]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = rowsOf(answer.text);
    // A row per product sold as one, a row per kind of a product sold in kinds.
    const products = await shop.products.find({}, { variants: 1 }).lean();
    expect(rows).toHaveLength(
      products.reduce((sum, product) => sum + Math.max(1, Object.keys(product.variants ?? {}).length), 0),
    );
    expect(rows.find((row) => row.handle === record.slug)).toEqual({
      handle: record.slug,
      name: record.name,
      description: 'A cable for tests.',
      brand: 'Anker',
      category: 'Cables',
      tags: 'usb-c, fast',
      condition: 'new',
      featured: 'yes',
      trendy: 'no',
      price: '1999',
      compare_at_price: '2500',
      stock: '7',
      pictures: 'https://shop.example.pk/images/demo/test.webp',
      specifications: 'Length: 1 m | Connector: USB-C',
      option1_name: '',
      option1_value: '',
      option2_name: '',
      option2_value: '',
      option3_name: '',
      option3_value: '',
      sku: '',
      variant_pictures: '',
    });
  });

  test("the table's search and category narrow it; text that a spreadsheet would run as a formula stays text", async () => {
    const { id, name } = await shop.newProduct(3, 800);
    await shop.products.updateOne({ _id: id }, { $set: { description: '=HYPERLINK("http://evil.example")' } });
    const rows = rowsOf((await exportCsv({ search: name, category: 'Cables' })).text);
    expect(rows.map((row) => row.name)).toEqual([name]);
    expect(rows[0].compare_at_price).toBe('');
    expect(rows[0].description).toBe(`'=HYPERLINK("http://evil.example")`);
    const none = await exportCsv({ search: 'no product is called this' });
    expect(none.status).toBe(200);
    expect(none.text).toBe(`${CATALOGUE_COLUMNS.join(',')}\n`);
  });

  test('only admins: anonymous 401, a customer 403; a bad filter is a 400 with its message', async () => {
    expect((await exportCsv({}, null)).status).toBe(401);
    const customer = await shop.registerCustomer();
    expect((await exportCsv({}, customer.token)).status).toBe(403);
    const long = await exportCsv({ search: 'x'.repeat(101) });
    expect(long.status).toBe(400);
    expect(JSON.parse(long.text).message).toBe('Search text must not exceed 100 characters');
    const operator = await exportCsv({ category: { $ne: '' } });
    expect(operator.status).toBe(400);
  });

  describe('import', () => {
    const importCsv = (csv: string, dryRun: boolean, token: string | null = admin) =>
      shop.post('/api/v1/admin/products/import', { csv, dryRun }, { token: token ?? undefined });
    const HEAD = 'handle,name,description,brand,category,price,compare_at_price,stock,pictures\n';

    test('the export read back changes nothing: every row unchanged, on a dry run and for real', async () => {
      const csv = (await exportCsv()).text;
      const count = await shop.products.countDocuments();
      for (const dryRun of [true, false]) {
        const answer = await importCsv(csv, dryRun);
        expect(answer.status).toBe(200);
        expect(answer.body.data).toMatchObject({ dryRun, imported: !dryRun, created: 0, updated: 0, failed: 0 });
        expect(answer.body.data.unchanged).toBe(count);
      }
      expect(await shop.products.countDocuments()).toBe(count);
      expect((await exportCsv()).text).toBe(csv);
    });

    test('a dry run says what each row would do and writes nothing; the import adds and updates by handle, once', async () => {
      const { id } = await shop.newProduct(4, 1200);
      const existing = (await shop.products.findById(id).lean())!;
      const handle = `import-test-${Date.now()}`;
      const csv =
        HEAD +
        `${existing.slug},${existing.name},A cable for tests.,Anker,Cables,999,1200,9,\n` +
        `${handle},Imported Power Bank,"10,000 mAh, USB-C",Baseus,Power Banks,"4,999",,15,test.webp\n`;
      const dry = await importCsv(csv, true);
      expect(dry.body.data).toMatchObject({ dryRun: true, imported: false, created: 1, updated: 1, failed: 0 });
      expect(dry.body.data.rows).toEqual([
        { line: 2, handle: existing.slug, name: existing.name, outcome: 'update' },
        { line: 3, handle, name: 'Imported Power Bank', outcome: 'create' },
      ]);
      expect(await shop.products.countDocuments({ slug: handle })).toBe(0);
      expect((await shop.products.findById(id).lean())!.stockQuantity).toBe(4);

      const done = await importCsv(csv, false);
      expect(done.body.data).toMatchObject({ dryRun: false, imported: true, created: 1, updated: 1, failed: 0 });
      expect(await shop.products.findById(id).lean()).toMatchObject({
        price: 1200,
        discountPrice: 999,
        finalPrice: 999,
        stockQuantity: 9,
        images: ['/images/demo/test.webp'],
      });
      const added = (await shop.get(`/api/v1/products/${handle}`)).body.data;
      expect(added).toMatchObject({
        name: 'Imported Power Bank',
        description: '10,000 mAh, USB-C',
        category: 'Power Banks',
        finalPrice: 4999,
        stockQuantity: 15,
        images: ['/images/demo/test.webp'],
      });
      const again = await importCsv(csv, false);
      expect(again.body.data).toMatchObject({ imported: true, created: 0, updated: 0, unchanged: 2 });
      expect(await shop.products.countDocuments({ slug: handle })).toBe(1);
    });

    test('a product sold in kinds keeps its prices and stock (its variants’): a row changes its other fields', async () => {
      const { id } = await shop.newProduct(0, 1500);
      const set = await shop.graphql(
        `mutation ($id: ID!, $input: ProductVariantsInput!) { setProductVariants(id: $id, input: $input) { id } }`,
        {
          id,
          input: {
            options: [{ name: 'Plug', values: ['UK', 'EU'] }],
            variants: [
              { sku: `CSV-${id.slice(-6)}-UK`, values: ['UK'], price: 2000, stockQuantity: 3 },
              { sku: `CSV-${id.slice(-6)}-EU`, values: ['EU'], price: 2200, discountPrice: 1900, stockQuantity: 4 },
            ],
          },
        },
        admin,
      );
      expect(set.errors).toBeUndefined();
      const before = (await shop.products.findById(id).lean())!;
      expect(before).toMatchObject({ price: 2200, discountPrice: 1900, finalPrice: 1900, stockQuantity: 7 });
      // Its row as exported reads back unchanged.
      const exported = (await exportCsv({ search: before.name })).text;
      expect((await importCsv(exported, true)).body.data).toMatchObject({ updated: 0, unchanged: 1, failed: 0 });
      // A row with other prices and stock changes its description only.
      const csv = HEAD + `${before.slug},${before.name},A sturdier charger.,Anker,Cables,100,,99,\n`;
      const done = await importCsv(csv, false);
      expect(done.body.data).toMatchObject({ imported: true, updated: 1, failed: 0 });
      expect(await shop.products.findById(id).lean()).toMatchObject({
        description: 'A sturdier charger.',
        price: 2200,
        discountPrice: 1900,
        finalPrice: 1900,
        stockQuantity: 7,
      });
    });

    const KINDS_HEAD =
      'handle,name,description,brand,category,option1_name,option1_value,option2_name,option2_value,sku,price,compare_at_price,stock,pictures,variant_pictures\n';

    test('a product in kinds comes in a row per variant: added whole with its SKUs, read back unchanged, changed row by row', async () => {
      // Two pictures the shop has: test.webp and test-2.webp.
      const pictured = await shop.newProduct(1, 500);
      await shop.products.updateOne(
        { _id: pictured.id },
        { $set: { images: ['/images/demo/test.webp', '/images/demo/test-2.webp'] } },
      );
      const handle = `kinds-case-${Date.now()}`;
      const tag = handle.slice(-6);
      const rowsFor = (blackPrice: string, withBlue: boolean) =>
        KINDS_HEAD +
        `${handle},Clear Case,A clear case.,Anker,Phone Cases,Phone model,iPhone 15,Colour,Black,CC-${tag}-15-BLK,${blackPrice},,4,test.webp | test-2.webp,\n` +
        `${handle},,,,,Phone model,iPhone 15,Colour,Clear,CC-${tag}-15-CLR,1400,1600,0,,test-2.webp\n` +
        (withBlue ? `${handle},,,,,Phone model,Galaxy S24,Colour,Black,CC-${tag}-S24-BLK,1800,,2,,\n` : '');
      const dry = await importCsv(rowsFor('1500', true), true);
      expect(dry.body.data.rows.filter((row: { message?: string }) => row.message)).toEqual([]);
      expect(dry.body.data).toMatchObject({ dryRun: true, imported: false, created: 1, updated: 0, failed: 0 });
      expect(
        dry.body.data.rows.map((row: { line: number; name: string; outcome: string }) => [
          row.line,
          row.name,
          row.outcome,
        ]),
      ).toEqual([
        [2, 'Clear Case (iPhone 15 / Black)', 'create'],
        [3, 'Clear Case (iPhone 15 / Clear)', 'create'],
        [4, 'Clear Case (Galaxy S24 / Black)', 'create'],
      ]);
      expect(await shop.products.countDocuments({ slug: handle })).toBe(0);

      const done = await importCsv(rowsFor('1500', true), false);
      expect(done.body.data).toMatchObject({ imported: true, created: 1, failed: 0 });
      const added = (await shop.get(`/api/v1/products/${handle}`)).body.data;
      expect(added).toMatchObject({
        name: 'Clear Case',
        options: [
          { name: 'Phone model', values: ['iPhone 15', 'Galaxy S24'] },
          { name: 'Colour', values: ['Black', 'Clear'] },
        ],
        stockQuantity: 6,
        finalPrice: 1500,
      });
      expect(
        added.variants.map(
          (v: { sku: string; values: string[]; finalPrice: number; price: number; stockQuantity: number }) => [
            v.sku,
            v.values,
            v.price,
            v.finalPrice,
            v.stockQuantity,
          ],
        ),
      ).toEqual([
        [`CC-${tag}-15-BLK`, ['iPhone 15', 'Black'], 1500, 1500, 4],
        [`CC-${tag}-15-CLR`, ['iPhone 15', 'Clear'], 1600, 1400, 0],
        [`CC-${tag}-S24-BLK`, ['Galaxy S24', 'Black'], 1800, 1800, 2],
      ]);
      // Its SKUs are the shop's now: another product cannot set them.
      const other = await shop.newProduct(1, 900);
      const taken = await shop.graphql(
        `mutation ($id: ID!, $input: ProductVariantsInput!) { setProductVariants(id: $id, input: $input) { id } }`,
        {
          id: other.id,
          input: {
            options: [{ name: 'Colour', values: ['Black'] }],
            variants: [{ sku: `cc-${tag}-15-blk`, values: ['Black'], price: 1, stockQuantity: 1 }],
          },
        },
        admin,
      );
      expect(taken.errors?.[0].message).toBe(`SKU cc-${tag}-15-blk is already used by Clear Case`);

      // Its export reads back unchanged, and the file imported again changes nothing.
      const exported = (await exportCsv({ search: 'Clear Case' })).text;
      expect(
        rowsOf(exported)
          .filter((row) => row.handle === handle)
          .map((row) => [
            row.sku,
            row.option1_value,
            row.option2_value,
            row.price,
            row.compare_at_price,
            row.stock,
            row.variant_pictures,
          ]),
      ).toEqual([
        [`CC-${tag}-15-BLK`, 'iPhone 15', 'Black', '1500', '', '4', ''],
        [
          `CC-${tag}-15-CLR`,
          'iPhone 15',
          'Clear',
          '1400',
          '1600',
          '0',
          'https://shop.example.pk/images/demo/test-2.webp',
        ],
        [`CC-${tag}-S24-BLK`, 'Galaxy S24', 'Black', '1800', '', '2', ''],
      ]);
      const readBack = (await importCsv(exported, false)).body.data;
      expect(readBack).toMatchObject({ created: 0, updated: 0, failed: 0 });
      expect(readBack.rows.filter((row: { handle: string }) => row.handle === handle)).toHaveLength(3);
      expect((await importCsv(rowsFor('1500', true), false)).body.data).toMatchObject({ updated: 0, unchanged: 1 });

      // One price changed and a row left out: the same variants keep their ids, the one left out is gone.
      const ids = Object.fromEntries(added.variants.map((v: { id: string; sku: string }) => [v.sku, v.id]));
      const changed = await importCsv(rowsFor('1450', false), false);
      expect(changed.body.data).toMatchObject({ imported: true, updated: 1, failed: 0 });
      const after = (await shop.get(`/api/v1/products/${handle}`)).body.data;
      expect(after.variants.map((v: { id: string; sku: string; price: number }) => [v.id, v.sku, v.price])).toEqual([
        [ids[`CC-${tag}-15-BLK`], `CC-${tag}-15-BLK`, 1450],
        [ids[`CC-${tag}-15-CLR`], `CC-${tag}-15-CLR`, 1600],
      ]);
      expect(after).toMatchObject({
        stockQuantity: 4,
        options: [{ values: ['iPhone 15'] }, { values: ['Black', 'Clear'] }],
      });
      // The SKU of the variant left out is free again.
      const freed = await shop.graphql(
        `mutation ($id: ID!, $input: ProductVariantsInput!) { setProductVariants(id: $id, input: $input) { id } }`,
        {
          id: other.id,
          input: {
            options: [{ name: 'Colour', values: ['Black'] }],
            variants: [{ sku: `CC-${tag}-S24-BLK`, values: ['Black'], price: 1, stockQuantity: 1 }],
          },
        },
        admin,
      );
      expect(freed.errors).toBeUndefined();
    });

    test('bad variant rows are named with their reason, their product’s other rows point to them, nothing is written', async () => {
      const { id } = await shop.newProduct(2, 1000);
      const owner = (await shop.products.findById(id).lean())!;
      const set = await shop.graphql(
        `mutation ($id: ID!, $input: ProductVariantsInput!) { setProductVariants(id: $id, input: $input) { id } }`,
        {
          id,
          input: {
            options: [{ name: 'Length', values: ['1m'] }],
            variants: [{ sku: `HELD-${id.slice(-6)}`, values: ['1m'], price: 700, stockQuantity: 3 }],
          },
        },
        admin,
      );
      expect(set.errors).toBeUndefined();
      const count = await shop.products.countDocuments();
      const a = `bad-kinds-a-${Date.now()}`;
      const b = `bad-kinds-b-${Date.now()}`;
      const csv =
        KINDS_HEAD +
        `${a},Cable,A cable.,Anker,Cables,Length,1m,,,A-${id.slice(-6)}-1,500,,3,test.webp,\n` +
        `${a},Cable,Another text.,Anker,Cables,Length,2m,,,A-${id.slice(-6)}-2,600,,3,,\n` +
        `${a},,,,,Length,3m,,,HELD-${id.slice(-6)},700,,3,,\n` +
        `${a},,,,,Length,1M,,,A-${id.slice(-6)}-4,700,,3,,elsewhere.webp\n` +
        `${b},Charger,A charger.,Anker,Chargers,Plug,UK,,,B-${id.slice(-6)}-UK,800,900,3,test.webp,\n` +
        `${b},,,,,Plug,EU,,,B-${id.slice(-6)}-EU,,,3,,\n` +
        `${b},,,,,Colour,Black,,,B-${id.slice(-6)}-BK,900,,3,,\n` +
        `,Strap,A strap.,Anker,Cables,Size,M,,,S-${id.slice(-6)},900,,3,test.webp,\n`;
      const answer = await importCsv(csv, false);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ imported: false, created: 0, failed: 8 });
      expect(answer.body.data.rows.map((row: { line: number; message?: string }) => [row.line, row.message])).toEqual([
        [2, 'Not imported with its product: see row 3'],
        [3, 'Its description differs from row 2, the first row of this product'],
        [4, 'Not imported with its product: see row 3'],
        [5, 'The variant picture "elsewhere.webp" is not one of its product\'s pictures'],
        [6, 'Not imported with its product: see row 7'],
        [7, expect.stringMatching(/^Each variant needs a price of 0 to Rs\. /)],
        [8, 'Its options must be the ones of row 6: Plug'],
        [9, 'Each row of a product sold in kinds needs its handle, the same on each of its rows'],
      ]);
      expect(await shop.products.countDocuments()).toBe(count);
      // A SKU another product uses is named on its row, once the rest is right.
      const held = await importCsv(
        KINDS_HEAD +
          `${a},Cable,A cable.,Anker,Cables,Length,1m,,,A-${id.slice(-6)}-1,500,,3,test.webp,\n` +
          `${a},,,,,Length,3m,,,held-${id.slice(-6)},700,,3,,\n` +
          `${a},,,,,Length,1M,,,A-${id.slice(-6)}-1,700,,3,,\n`,
        true,
      );
      expect(held.body.data.rows.map((row: { line: number; message?: string }) => [row.line, row.message])).toEqual([
        [2, 'Not imported with its product: see row 4'],
        [3, 'Not imported with its product: see row 4'],
        [4, `The SKU "A-${id.slice(-6)}-1" is on row 2 too`],
      ]);
      const duplicate = await importCsv(
        KINDS_HEAD +
          `${a},Cable,A cable.,Anker,Cables,Length,1m,,,A-${id.slice(-6)}-1,500,,3,test.webp,\n` +
          `${a},,,,,Length,3m,,,held-${id.slice(-6)},700,,3,,\n` +
          `${a},,,,,Length,1M,,,A-${id.slice(-6)}-5,700,,3,,\n`,
        true,
      );
      expect(
        duplicate.body.data.rows.map((row: { line: number; message?: string }) => [row.line, row.message]),
      ).toEqual([
        [2, 'Not imported with its product: see row 4'],
        [3, 'Not imported with its product: see row 4'],
        [4, `Variant A-${id.slice(-6)}-5 repeats the values of another variant`],
      ]);
      const taken = await importCsv(
        KINDS_HEAD +
          `${a},Cable,A cable.,Anker,Cables,Length,1m,,,A-${id.slice(-6)}-1,500,,3,test.webp,\n` +
          `${a},,,,,Length,3m,,,held-${id.slice(-6)},700,,3,,\n`,
        true,
      );
      expect(taken.body.data.rows.map((row: { line: number; message?: string }) => [row.line, row.message])).toEqual([
        [2, 'Not imported with its product: see row 3'],
        [3, `SKU held-${id.slice(-6)} is already used by ${owner.name}`],
      ]);
    });

    test('bad rows are named with their line and reason, and nothing of the file is written', async () => {
      const { id } = await shop.newProduct(4, 1200);
      const existing = (await shop.products.findById(id).lean())!;
      const count = await shop.products.countDocuments();
      const csv =
        HEAD +
        `${existing.slug},${existing.name},Changed,Anker,Cables,500,,3,\n` +
        `,No Picture,A product,Anker,Cables,500,,3,\n` +
        `,Wrong Category,A product,Anker,Toasters,500,,3,test.webp\n` +
        `,Dear Discount,A product,Anker,Cables,1500,1000,3,test.webp\n` +
        `,Stranger Picture,A product,Anker,Cables,500,,3,https://elsewhere.example/x.webp\n` +
        `${existing.slug},Twice,A product,Anker,Cables,500,,3,\n` +
        `,,A product,Anker,Cables,500,,-1,test.webp\n`;
      const answer = await importCsv(csv, false);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ imported: false, updated: 1, failed: 6 });
      expect(answer.body.data.rows.map((row: { line: number; message?: string }) => [row.line, row.message])).toEqual([
        [2, undefined],
        [3, 'Please add at least one product image'],
        [4, expect.stringMatching(/^Category must be one of: /)],
        [5, 'Discount price must be less than the price'],
        [
          6,
          `The picture "https://elsewhere.example/x.webp" is not one of the shop's pictures (new pictures are added in the product form)`,
        ],
        [7, `The handle "${existing.slug}" is on an earlier row too`],
        [8, 'Please fill in all required fields and ensure stock is 0 or more'],
      ]);
      expect(await shop.products.countDocuments()).toBe(count);
      expect((await shop.products.findById(id).lean())!.description).toBe('A cable for tests.');
    });

    test('a file it cannot read is a 400 with the reason; only admins import', async () => {
      const unknown = await importCsv('name,prcie\nCable,500\n', true);
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toMatch(/^Unknown column "prcie"/);
      expect((await importCsv('', true)).body.message).toBe(
        'The CSV file is empty: it needs a header row and a row per product.',
      );
      expect((await shop.post('/api/v1/admin/products/import', { csv: 42 }, { token: admin })).status).toBe(400);
      expect((await importCsv(HEAD, true, null)).status).toBe(401);
      const customer = await shop.registerCustomer();
      expect((await importCsv(HEAD, true, customer.token)).status).toBe(403);
    });
  });
});
