import { catalogueCsv, CatalogueFileError, parseCatalogueCsv } from './catalogue-csv';
import type { Product } from './models/product.model';

const product = (overrides: Partial<Product> = {}): Product =>
  ({
    id: '1',
    slug: 'anker-nano-ii-65w',
    name: 'Anker Nano II 65W',
    description: 'A compact GaN charger,\nwith two lines.',
    brand: 'Anker',
    category: 'Chargers',
    price: 9999,
    originalPrice: 9999,
    discountPrice: 8499,
    finalPrice: 8499,
    discountPercentage: 15,
    images: ['/images/demo/anker-nano.webp', '/images/demo/anker-nano-2.webp'],
    cardImages: [],
    stockQuantity: 12,
    inStock: true,
    specifications: [
      { key: 'Output', value: '65 W' },
      { key: 'Ports', value: '2 x USB-C' },
    ],
    tags: ['gan', 'usb-c'],
    condition: 'new',
    featured: true,
    trendy: false,
    options: [],
    variants: [],
    ...overrides,
  }) as Product;

describe('the catalogue file', () => {
  it('reads back what it wrote: the product form as the admin form sends it, line by line', () => {
    const rows = parseCatalogueCsv(
      catalogueCsv([product(), product({ slug: 'plain', discountPrice: undefined, finalPrice: 9999 })]),
    );
    expect(rows).toEqual([
      {
        line: 3, // the description's two lines end on the file's third
        handle: 'anker-nano-ii-65w',
        form: {
          name: 'Anker Nano II 65W',
          description: 'A compact GaN charger,\nwith two lines.',
          brand: 'Anker',
          category: 'Chargers',
          price: '9999',
          discountPrice: '8499',
          stockQuantity: '12',
          condition: 'new',
          featured: 'true',
          trendy: 'false',
          tags: 'gan, usb-c',
          specifications: JSON.stringify({ Output: '65 W', Ports: '2 x USB-C' }),
        },
        pictures: ['/images/demo/anker-nano.webp', '/images/demo/anker-nano-2.webp'],
        options: [],
        sku: '',
        variantPictures: [],
        productCells: {
          name: 'Anker Nano II 65W',
          description: 'A compact GaN charger,\nwith two lines.',
          brand: 'Anker',
          category: 'Chargers',
          tags: 'gan, usb-c',
          condition: 'new',
          featured: 'yes',
          trendy: 'no',
          pictures: '/images/demo/anker-nano.webp | /images/demo/anker-nano-2.webp',
          specifications: 'Output: 65 W | Ports: 2 x USB-C',
        },
        problems: [],
      },
      expect.objectContaining({
        line: 5,
        handle: 'plain',
        form: expect.objectContaining({ price: '9999', discountPrice: undefined }),
      }),
    ]);
  });

  it('writes a row per variant of a product sold in kinds, its options, SKU, prices, stock and own pictures', () => {
    const images = ['/images/demo/case-1.webp', '/images/demo/case-2.webp'];
    const variant = (sku: string, values: string[], price: number, stockQuantity: number, own: string[]) => ({
      id: sku,
      sku,
      values,
      price,
      finalPrice: price,
      discountPercentage: 0,
      stockQuantity,
      inStock: stockQuantity > 0,
      images: own.length > 0 ? own : images,
      ownImages: own,
      cardImages: [],
    });
    const rows = parseCatalogueCsv(
      catalogueCsv([
        product({
          slug: 'clear-case',
          images,
          options: [
            { name: 'Phone model', values: ['iPhone 15', 'Galaxy S24'] },
            { name: 'Colour', values: ['Black'] },
          ],
          variants: [
            variant('CASE-15-BLK', ['iPhone 15', 'Black'], 1500, 4, []),
            {
              ...variant('CASE-S24-BLK', ['Galaxy S24', 'Black'], 1800, 0, [images[1]]),
              discountPrice: 1600,
              finalPrice: 1600,
            },
          ],
        }),
      ]),
    );
    expect(
      rows.map(({ handle, options, sku, form, variantPictures, productCells }) => ({
        handle,
        options,
        sku,
        prices: [form.price, form.discountPrice, form.stockQuantity],
        variantPictures,
        name: productCells.name,
      })),
    ).toEqual([
      {
        handle: 'clear-case',
        options: [
          { name: 'Phone model', value: 'iPhone 15' },
          { name: 'Colour', value: 'Black' },
        ],
        sku: 'CASE-15-BLK',
        prices: ['1500', undefined, '4'],
        variantPictures: [],
        name: 'Anker Nano II 65W',
      },
      {
        handle: 'clear-case',
        options: [
          { name: 'Phone model', value: 'Galaxy S24' },
          { name: 'Colour', value: 'Black' },
        ],
        sku: 'CASE-S24-BLK',
        prices: ['1800', '1600', '0'],
        variantPictures: ['/images/demo/case-2.webp'],
        name: 'Anker Nano II 65W',
      },
    ]);
    expect(rows.every((row) => row.problems.length === 0)).toBe(true);
  });

  it("takes a spreadsheet's ways of writing: any column order, upper case, 1,999, TRUE, columns left out", () => {
    const [row] = parseCatalogueCsv(
      'Name,Price,Stock,Category,Brand,Description,Featured\nCable,"1,999",5,Cables,Ugreen,USB-C cable,TRUE\n',
    );
    expect(row).toMatchObject({
      line: 2,
      handle: '',
      form: { name: 'Cable', price: '1999', stockQuantity: '5', featured: 'true', trendy: 'false', condition: 'new' },
      pictures: [],
      problems: [],
    });
  });

  it('says what is wrong with a row, and refuses a file it cannot read', () => {
    const head = 'handle,name,description,brand,category,price,stock,specifications\n';
    const [row] = parseCatalogueCsv(`${head}Bad Handle!,Cable,A cable,Ugreen,Cables,500,5,Length 1 m\n`);
    expect(row.problems).toEqual([
      'The handle "Bad Handle!" may hold only lowercase letters, digits and single hyphens (at most 80 characters)',
      'The specification "Length 1 m" is not a "Name: value" pair',
    ]);
    const kinds =
      'handle,name,description,brand,category,price,stock,option1_name,option1_value,option2_name,option2_value,sku\n';
    const [half, skipped, plain] = parseCatalogueCsv(
      `${kinds}c,Case,A case,Anker,Cases,500,5,Colour,,,,C-1\n` +
        `c,Case,A case,Anker,Cases,500,5,,,Colour,Black,C-2\n` +
        `p,Cable,A cable,Anker,Cables,500,5,,,,,C-3\n`,
    );
    expect(half.problems).toEqual(['Option 1 needs both a name and a value']);
    expect(skipped.problems).toEqual(['Fill the options from option 1 on (option 2 without option 1)']);
    expect(plain.problems).toEqual([
      'A row without options is a product sold as one: it takes no sku or variant_pictures',
    ]);
    const refused = (text: string) => {
      try {
        parseCatalogueCsv(text);
      } catch (error) {
        expect(error).toBeInstanceOf(CatalogueFileError);
        return (error as Error).message;
      }
      throw new Error('not refused');
    };
    expect(refused('')).toBe('The CSV file is empty: it needs a header row and a row per product.');
    expect(refused(head)).toBe('The CSV file has no products: only its header row.');
    expect(refused('name,prcie\n')).toMatch(/^Unknown column "prcie"\. The columns are: handle, name, /);
    expect(refused('name,price\nCable,500\n')).toBe(
      'The CSV file has no "description" column. It needs: name, description, brand, category, price, stock.',
    );
    expect(refused(`${head}x,"Cable,A cable\n`)).toMatch(/^The CSV file could not be read: /);
    expect(refused(`${head}x,Cable\n`)).toMatch(/^The CSV file could not be read: /);
  });
});
