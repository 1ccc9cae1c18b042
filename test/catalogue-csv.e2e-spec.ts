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
    expect(rows).toHaveLength(await shop.products.countDocuments());
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
});
