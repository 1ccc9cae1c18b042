import { randomUUID } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { setTimeout as sleep } from 'node:timers/promises';
import { ProductImagesService } from '../server/src/images/product-images.service';
import { TestShop } from './support/test-shop';

const FILL = 'Please fill in all required fields and ensure stock is 0 or more';
const NOT_AN_IMAGE = 'Only image files are allowed';
const TOO_MANY = 'Maximum 5 images allowed';
const TOO_LARGE = 'Each image must be 5 MB or smaller';
const NO_IMAGE = 'Please add at least one product image';
const DISCOUNT = 'Discount price must be less than the price';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const UPLOADED = /^\/images\/products\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-1000\.webp$/;
const UPLOADED_ID = /^\/images\/products\/([0-9a-f-]{36})-1000\.webp$/;

interface Upload {
  data: Buffer;
  name: string;
  type: string;
}

const picture = (width: number, height: number, background = '#2f80c4') =>
  sharp({ create: { width, height, channels: 3, background } });
const png = async (width = 1200, height = 800): Promise<Upload> => ({
  data: await picture(width, height).png().toBuffer(),
  name: 'front.png',
  type: 'image/png',
});
const jpeg = async (width = 600, height = 600): Promise<Upload> => ({
  data: await picture(width, height, '#e03a3e').jpeg().toBuffer(),
  name: 'side.jpg',
  type: 'image/jpeg',
});

let counter = 0;
const uniqueName = (label = 'Charger') => `Test ${label} ${process.pid % 1000}x${++counter}`;

/** The admin form's fields as the client sends them (all text); `undefined` leaves a field out. */
function formFields(overrides: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  return {
    name: uniqueName(),
    description: 'A compact 30 W USB-C charger for phones and tablets.',
    price: '2500',
    category: 'Chargers',
    brand: 'Anker',
    condition: 'new',
    featured: 'false',
    trendy: 'false',
    stockQuantity: '10',
    ...overrides,
  };
}

function productForm(fields: Record<string, string | undefined>, images: Upload[] = [], field = 'images'): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, value);
  for (const image of images)
    form.append(field, new Blob([new Uint8Array(image.data)], { type: image.type }), image.name);
  return form;
}

describe('Admin products: add, edit, delete with picture uploads (REST and GraphQL)', () => {
  let shop: TestShop;
  let admin: string;
  let customer: string;
  let uploadsDir: string;

  beforeAll(async () => {
    shop = await TestShop.start({ schemaFile: false });
    admin = await shop.login('admin@volt.demo', 'admin123');
    customer = (await shop.registerCustomer()).token;
    uploadsDir = join(shop.shop.config.uploadDir, 'products');
  });
  afterAll(() => shop.stop());

  const uploadedFiles = async () => (await readdir(uploadsDir).catch(() => [] as string[])).sort();
  const fileOf = (url: string, size: 400 | 1000) =>
    join(uploadsDir, url.replace('/images/products/', '').replace('-1000.webp', `-${size}.webp`));
  const exists = (path: string) =>
    stat(path).then(
      () => true,
      () => false,
    );
  /** What a refused request must leave as it was: the number of products and the files on disk. */
  const snapshot = async () => ({ products: await shop.products.countDocuments(), files: await uploadedFiles() });

  async function createProduct(overrides: Record<string, string | undefined> = {}, images?: Upload[]) {
    const answer = await shop.postForm(
      '/api/v1/admin/products',
      productForm(formFields(overrides), images ?? [await png()]),
      admin,
    );
    expect({ status: answer.status, body: answer.body }).toMatchObject({ status: 201, body: { success: true } });
    return answer.body.data;
  }

  async function fetchImage(url: string) {
    const response = await fetch(shop.baseUrl + url);
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  describe('add', () => {
    test('with two pictures: 201, stored as WebP in both sizes, served with a year-long immutable cache, listed in the shop', async () => {
      const name = uniqueName('Power Bank');
      const before = await snapshot();
      const answer = await shop.postForm(
        '/api/v1/admin/products',
        productForm(formFields({ name, category: 'Power Banks', discountPrice: '1999' }), [
          await png(1200, 800),
          await jpeg(600, 600),
        ]),
        admin,
      );
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({ success: true, message: 'Product added successfully!' });
      const product = answer.body.data;
      expect(product).toMatchObject({
        name,
        category: 'Power Banks',
        brand: 'Anker',
        price: 2500,
        originalPrice: 2500,
        discountPrice: 1999,
        finalPrice: 1999,
        discountPercentage: 20,
        stockQuantity: 10,
        inStock: true,
        condition: 'new',
        featured: false,
        trendy: false,
        tags: [],
        specifications: {},
      });
      expect(product._id).toMatch(/^[0-9a-f]{24}$/);
      expect(product.slug).toMatch(/^test-power-bank-\d+x\d+-[0-9a-f]{6}$/);
      expect(product.images).toHaveLength(2);
      for (const url of product.images) expect(url).toMatch(UPLOADED);
      expect(product.cardImages).toEqual(product.images.map((url: string) => url.replace('-1000.webp', '-400.webp')));
      expect((await shop.products.findById(product._id).lean())!.finalPrice).toBe(1999);

      // Both sizes of both pictures are on disk, and nothing else was written.
      const after = await snapshot();
      expect(after.products).toBe(before.products + 1);
      expect(after.files.length).toBe(before.files.length + 4);
      for (const url of product.images) {
        expect(await exists(fileOf(url, 1000))).toBe(true);
        expect(await exists(fileOf(url, 400))).toBe(true);
      }

      // Resized inside the box, never enlarged: 1200x800 → 1000x667 and 400x267; 600x600 → 600x600 and 400x400.
      const sizes: Array<[string, number, number]> = [
        [product.images[0], 1000, 667],
        [product.cardImages[0], 400, 267],
        [product.images[1], 600, 600],
        [product.cardImages[1], 400, 400],
      ];
      for (const [url, width, height] of sizes) {
        const { response, bytes } = await fetchImage(url);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/webp');
        expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
        expect(bytes.subarray(8, 12).toString()).toBe('WEBP');
        expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width, height });
      }

      // Only the pictures themselves are served from the upload folder.
      for (const path of [
        '/images/products/..%2F..%2Fpackage.json',
        '/images/products/%2e%2e/demo',
        '/images/products/',
        '/images/products/nope-1000.webp',
      ]) {
        expect({ path, status: (await fetch(shop.baseUrl + path)).status }).toEqual({ path, status: 404 });
      }

      const listed = await shop.get(`/api/v1/products?search=${encodeURIComponent(name)}`);
      expect(listed.body.data.map((p: { _id: string }) => p._id)).toEqual([product._id]);
      const detail = await shop.get(`/api/v1/products/${product._id}`);
      expect(detail.body.data).toEqual(product);
    });

    test('the EXIF orientation is applied (a sideways phone photo comes out upright)', async () => {
      const sideways = await picture(600, 300).jpeg().withMetadata({ orientation: 6 }).toBuffer();
      const product = await createProduct({}, [{ data: sideways, name: 'phone.jpg', type: 'image/jpeg' }]);
      expect(await sharp((await fetchImage(product.images[0])).bytes).metadata()).toMatchObject({
        width: 300,
        height: 600,
      });
    });

    test('JPEG, PNG, WebP, GIF, AVIF and TIFF are accepted, up to 5 of them', async () => {
      const base = picture(120, 90);
      const formats: Upload[] = [
        { data: await base.clone().webp().toBuffer(), name: 'a.webp', type: 'image/webp' },
        { data: await base.clone().gif().toBuffer(), name: 'b.gif', type: 'image/gif' },
        { data: await base.clone().avif().toBuffer(), name: 'c.avif', type: 'image/avif' },
        { data: await base.clone().tiff().toBuffer(), name: 'd.tiff', type: 'image/tiff' },
        await jpeg(90, 120),
      ];
      const product = await createProduct({}, formats);
      expect(product.images).toHaveLength(5);
    });

    test('booleans arrive as "true"/"false" text; tags as comma-separated text; specifications as JSON object text', async () => {
      const product = await createProduct({
        featured: 'true',
        trendy: 'true',
        condition: 'old',
        tags: 'a, b,,c ',
        specifications: JSON.stringify({ Output: '30 W', Ports: '2x USB-C', Weight: '' }),
      });
      expect(product).toMatchObject({ featured: true, trendy: true, condition: 'old', tags: ['a', 'b', 'c'] });
      expect(product.specifications).toEqual({ Output: '30 W', Ports: '2x USB-C', Weight: '' });
      const { data } = await shop.graphql(
        'query($id: ID!) { product(id: $id) { featured trendy tags specifications { key value } } }',
        { id: product._id },
      );
      expect(data.product).toMatchObject({ featured: true, trendy: true, tags: ['a', 'b', 'c'] });
      expect(data.product.specifications).toContainEqual({ key: 'Ports', value: '2x USB-C' });

      const plain = await createProduct({ featured: 'false', trendy: undefined, condition: undefined, tags: '' });
      expect(plain).toMatchObject({ featured: false, trendy: false, condition: 'new', tags: [] });
      expect(plain.discountPrice).toBeUndefined();
      expect(plain.finalPrice).toBe(2500);
    });

    test('POST /api/v1/products does the same for admins', async () => {
      const answer = await shop.postForm('/api/v1/products', productForm(formFields(), [await png()]), admin);
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({
        success: true,
        message: 'Product added successfully!',
        data: { images: [expect.stringMatching(UPLOADED)] },
      });
    });
  });

  describe('refusals write nothing: no product, no file', () => {
    const fieldCases: Array<[string, Record<string, string | undefined>, string]> = [
      ['name missing', { name: undefined }, FILL],
      ['name blank', { name: '   ' }, FILL],
      ['description empty', { description: '' }, FILL],
      ['price missing', { price: undefined }, FILL],
      ['category missing', { category: undefined }, FILL],
      ['brand blank', { brand: '  ' }, FILL],
      ['stock missing', { stockQuantity: undefined }, FILL],
      ['stock empty', { stockQuantity: '' }, FILL],
      ['stock not numeric', { stockQuantity: 'ten' }, FILL],
      ['stock below 0', { stockQuantity: '-1' }, FILL],
      ['stock not whole', { stockQuantity: '2.5' }, FILL],
      ['price not numeric', { price: 'cheap' }, 'Price must be a number'],
      ['price below 0', { price: '-1' }, 'Price must be 0 or more'],
      ['discount below 0', { discountPrice: '-5' }, 'Discount price must be 0 or more'],
      ['discount not numeric', { discountPrice: 'half' }, 'Discount price must be a number'],
      ['discount equal to price', { discountPrice: '2500' }, DISCOUNT],
      ['discount above price', { discountPrice: '3000' }, DISCOUNT],
      [
        'unknown category',
        { category: 'Toasters' },
        'Category must be one of: Earbuds, Headphones, Speakers, Chargers, Cables, Adapters, Power Banks, Phone Cases, Screen Protectors, Smart Watches, Fitness Trackers, Other',
      ],
      ['brand over 60 characters', { brand: 'B'.repeat(61) }, 'Brand must not exceed 60 characters'],
      ['condition not new/old', { condition: 'used' }, 'Condition must be new or old'],
      ['featured not a boolean', { featured: 'maybe' }, 'featured must be true or false'],
      [
        'specifications not JSON',
        { specifications: 'Output: 30 W' },
        'Specifications must be a JSON object of text values',
      ],
      [
        'specifications nested',
        { specifications: '{"Output":{"W":30}}' },
        'Specifications must be a JSON object of text values',
      ],
      [
        'specifications with an operator key',
        { specifications: '{"$where":"1"}' },
        'Specification names must not be empty, start with "$" or contain "."',
      ],
      [
        'specifications with a path key',
        { specifications: '{"a.b":"1"}' },
        'Specification names must not be empty, start with "$" or contain "."',
      ],
    ];

    test.each(fieldCases)('%s → 400', async (_label, overrides, message) => {
      const before = await snapshot();
      const answer = await shop.postForm(
        '/api/v1/admin/products',
        productForm(formFields(overrides), [await png()]),
        admin,
      );
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: 400,
        body: expect.objectContaining({ success: false, message }),
      });
      expect(await snapshot()).toEqual(before);
    });

    const png1 = () => png(200, 200);
    const imageCases: Array<[string, () => Promise<Upload[]>, string]> = [
      ['no pictures', async () => [], NO_IMAGE],
      [
        'a text file named photo.jpg',
        async () => [{ data: Buffer.from('just some text, not a picture'), name: 'photo.jpg', type: 'image/jpeg' }],
        NOT_AN_IMAGE,
      ],
      [
        'an SVG',
        async () => [
          {
            data: Buffer.from(
              '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
            ),
            name: 'logo.svg',
            type: 'image/svg+xml',
          },
        ],
        NOT_AN_IMAGE,
      ],
      [
        'a good picture then a bad one',
        async () => [await png1(), { data: Buffer.from('%PDF-1.4 not an image'), name: 'doc.png', type: 'image/png' }],
        NOT_AN_IMAGE,
      ],
      [
        'a truncated PNG (readable header, broken pixels)',
        async () => [
          {
            ...(await png(800, 800)),
            data: (await picture(800, 800).png({ compressionLevel: 0 }).toBuffer()).subarray(0, 5000),
          },
        ],
        NOT_AN_IMAGE,
      ],
      ['6 pictures', async () => Promise.all(Array.from({ length: 6 }, png1)), TOO_MANY],
      [
        'a 6 MB file',
        async () => [{ data: Buffer.alloc(6 * 1024 * 1024, 1), name: 'huge.png', type: 'image/png' }],
        TOO_LARGE,
      ],
      // 64 megapixels in a small file: refused from its header, before any pixel is decoded.
      [
        'an 8000 x 8000 PNG',
        async () => [{ data: await picture(8000, 8000).png().toBuffer(), name: 'poster.png', type: 'image/png' }],
        'poster.png is 8000 x 8000 pixels; each image must be at most 24 megapixels',
      ],
      [
        'a good picture, then one of 25 megapixels',
        async () => [
          await png1(),
          { data: await picture(5000, 5000).jpeg().toBuffer(), name: 'billboard.jpg', type: 'image/jpeg' },
        ],
        'billboard.jpg is 5000 x 5000 pixels; each image must be at most 24 megapixels',
      ],
    ];

    test.each(imageCases)('%s → 400', async (_label, images, message) => {
      const before = await snapshot();
      const answer = await shop.postForm('/api/v1/admin/products', productForm(formFields(), await images()), admin);
      expect({ status: answer.status, body: answer.body }).toEqual({ status: 400, body: { success: false, message } });
      expect(await snapshot()).toEqual(before);
    });

    test('pictures are decoded one at a time across concurrent uploads', async () => {
      const service = shop.shop.app.get(ProductImagesService) as unknown as {
        resize: (buffer: Buffer) => Promise<unknown>;
      };
      const original = service.resize.bind(service);
      let inFlight = 0;
      let mostAtOnce = 0;
      let calls = 0;
      const resize = jest.spyOn(service, 'resize').mockImplementation(async (buffer: Buffer) => {
        inFlight += 1;
        calls += 1;
        mostAtOnce = Math.max(mostAtOnce, inFlight);
        try {
          await sleep(40); // long enough for the other upload to arrive meanwhile
          return await original(buffer);
        } finally {
          inFlight -= 1;
        }
      });
      try {
        const images = [await png(900, 900), await jpeg(700, 700)];
        const answers = await Promise.all(
          [1, 2, 3].map(() => shop.postForm('/api/v1/admin/products', productForm(formFields(), images), admin)),
        );
        expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
        expect(calls).toBe(6);
        expect(mostAtOnce).toBe(1);
      } finally {
        resize.mockRestore();
      }
    });

    test('a picture sent under another field name, a malformed multipart body, and operator keys in form fields: 400, never 500', async () => {
      const before = await snapshot();
      const otherField = await shop.postForm(
        '/api/v1/admin/products',
        productForm(formFields(), [await png()], 'photo'),
        admin,
      );
      expect(otherField.status).toBe(400);
      expect(otherField.body.message).toBe('Pictures must be sent as repeated "images" entries');

      const broken = await shop.request('POST', '/api/v1/admin/products', {
        token: admin,
        headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
        rawBody: '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nhalf a form',
      });
      expect(broken.status).toBe(400);
      expect(broken.body.success).toBe(false);

      const empty = await shop.request('POST', '/api/v1/admin/products', { token: admin });
      expect(empty.body).toEqual({ success: false, message: FILL });

      const operator = await shop.postForm(
        '/api/v1/admin/products',
        productForm({ ...formFields(), 'name[$ne]': 'x' }, [await png()]),
        admin,
      );
      expect(operator.status).toBe(400);
      expect(operator.body.success).toBe(false);
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('edit', () => {
    test('without pictures: fields replaced, pictures kept; a discount left out is removed', async () => {
      const product = await createProduct({ discountPrice: '2000', tags: 'x,y' }, [await png(), await jpeg()]);
      const files = await uploadedFiles();
      const name = uniqueName('Renamed');
      const answer = await shop.putForm(
        `/api/v1/admin/products/${product._id}`,
        productForm(formFields({ name, price: '3000', stockQuantity: '0', featured: 'true', category: 'Adapters' })),
        admin,
      );
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ success: true, message: 'Product updated successfully!' });
      expect(answer.body.data).toMatchObject({
        _id: product._id,
        slug: product.slug,
        name,
        price: 3000,
        finalPrice: 3000,
        discountPercentage: 0,
        stockQuantity: 0,
        inStock: false,
        featured: true,
        category: 'Adapters',
        tags: [],
        images: product.images,
        cardImages: product.cardImages,
      });
      expect(answer.body.data.discountPrice).toBeUndefined();
      const stored = await shop.products.findById(product._id).lean();
      expect(stored).toMatchObject({ finalPrice: 3000, images: product.images });
      expect(stored!.discountPrice).toBeUndefined();
      expect(await uploadedFiles()).toEqual(files);
    });

    test('with one picture: it replaces all the old ones, whose files are removed', async () => {
      const product = await createProduct({}, [await png(), await jpeg()]);
      const answer = await shop.putForm(
        `/api/v1/admin/products/${product._id}`,
        productForm(formFields({ discountPrice: '100' }), [await jpeg(300, 300)]),
        admin,
      );
      expect(answer.status).toBe(200);
      const updated = answer.body.data;
      expect(updated.images).toHaveLength(1);
      expect(updated.images[0]).toMatch(UPLOADED);
      expect(product.images).not.toContain(updated.images[0]);
      expect(updated.finalPrice).toBe(100);
      for (const url of product.images) {
        expect(await exists(fileOf(url, 1000))).toBe(false);
        expect(await exists(fileOf(url, 400))).toBe(false);
        expect((await fetchImage(url)).response.status).toBe(404);
      }
      expect(await exists(fileOf(updated.images[0], 1000))).toBe(true);
      expect(await exists(fileOf(updated.images[0], 400))).toBe(true);
      expect((await fetchImage(updated.cardImages[0])).response.status).toBe(200);
    });

    test('a refused edit changes nothing and writes no file', async () => {
      const product = await createProduct();
      const stored = await shop.products.findById(product._id).lean();
      const before = await snapshot();
      for (const [overrides, images] of [
        [{ discountPrice: '9999' }, [await png()]],
        [{ stockQuantity: '-3' }, [await png()]],
        [{}, [{ data: Buffer.from('not an image'), name: 'x.png', type: 'image/png' }]],
        [{}, await Promise.all(Array.from({ length: 6 }, () => png(100, 100)))],
      ] as Array<[Record<string, string>, Upload[]]>) {
        const answer = await shop.putForm(
          `/api/v1/admin/products/${product._id}`,
          productForm(formFields(overrides), images),
          admin,
        );
        expect(answer.status).toBe(400);
      }
      expect(await snapshot()).toEqual(before);
      expect(await shop.products.findById(product._id).lean()).toEqual(stored);
    });

    test('specifications left out are kept; sent, they are replaced', async () => {
      const product = await createProduct({ specifications: '{"Output":"30 W"}' });
      const kept = await shop.putForm(`/api/v1/admin/products/${product._id}`, productForm(formFields()), admin);
      expect(kept.body.data.specifications).toEqual({ Output: '30 W' });
      const replaced = await shop.putForm(
        `/api/v1/admin/products/${product._id}`,
        productForm(formFields({ specifications: '{"Ports":"3"}' })),
        admin,
      );
      expect(replaced.body.data.specifications).toEqual({ Ports: '3' });
    });

    test('a JSON body works too (no pictures: kept); PUT /api/v1/products/:id does the same', async () => {
      const product = await createProduct();
      const json = await shop.put(
        `/api/v1/admin/products/${product._id}`,
        {
          ...formFields({ name: 'Json Edited' }),
          price: 1500,
          stockQuantity: 4,
          featured: true,
          tags: ['one', ' two '],
        },
        { token: admin },
      );
      expect(json.status).toBe(200);
      expect(json.body.data).toMatchObject({
        name: 'Json Edited',
        price: 1500,
        stockQuantity: 4,
        featured: true,
        tags: ['one', 'two'],
        images: product.images,
      });
      const other = await shop.putForm(
        `/api/v1/products/${product._id}`,
        productForm(formFields({ name: 'Edited Again' })),
        admin,
      );
      expect(other.status).toBe(200);
      expect(other.body).toMatchObject({
        success: true,
        message: 'Product updated successfully!',
        data: { name: 'Edited Again', images: product.images },
      });
    });

    test('replacing the pictures of a demo product never deletes demo pictures', async () => {
      const demoRecord = await shop.products.findOne({ slug: { $not: /^test-/ } }).lean();
      const demo = (await shop.get(`/api/v1/products/${String(demoRecord!._id)}`)).body.data;
      expect(demo.images[0]).toMatch(/^\/images\/demo\//);
      // Demo pictures come in the card size too: 400 px beside the 800 px one.
      expect(demo.cardImages).toEqual(demo.images.map((url: string) => url.replace(/\.webp$/, '-400.webp')));
      expect((await fetchImage(demo.images[0])).response.status).toBe(200);
      expect(await sharp((await fetchImage(demo.cardImages[0])).bytes).metadata()).toMatchObject({
        format: 'webp',
        width: 400,
        height: 400,
      });
      expect(await sharp((await fetchImage(demo.images[0])).bytes).metadata()).toMatchObject({
        format: 'webp',
        width: 800,
        height: 800,
      });
      const demoFile = join(shop.shop.config.uploadDir, 'demo', demo.images[0].split('/').pop());
      expect(await exists(demoFile)).toBe(true);
      const answer = await shop.putForm(
        `/api/v1/admin/products/${demo._id}`,
        productForm(
          formFields({
            name: demo.name,
            description: demo.description,
            price: String(demo.price),
            category: demo.category,
            brand: demo.brand,
            stockQuantity: String(demo.stockQuantity),
          }),
          [await png()],
        ),
        admin,
      );
      expect(answer.status).toBe(200);
      expect(answer.body.data.images).toEqual([expect.stringMatching(UPLOADED)]);
      expect(await exists(demoFile)).toBe(true);
    });
  });

  describe('delete', () => {
    test('200 with the message, then 404 on detail; the uploaded files are removed', async () => {
      const product = await createProduct({}, [await png(), await jpeg()]);
      const answer = await shop.delete(`/api/v1/admin/products/${product._id}`, { token: admin });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ success: true, message: 'Product deleted successfully' });
      expect((await shop.get(`/api/v1/products/${product._id}`)).status).toBe(404);
      for (const url of [...product.images, ...product.cardImages])
        expect((await fetchImage(url)).response.status).toBe(404);
      for (const url of product.images) expect(await exists(fileOf(url, 1000))).toBe(false);
      expect((await shop.delete(`/api/v1/admin/products/${product._id}`, { token: admin })).body).toEqual({
        success: false,
        message: 'Product not found',
      });

      const other = await createProduct();
      const again = await shop.delete(`/api/v1/products/${other._id}`, { token: admin });
      expect(again.body).toEqual({ success: true, message: 'Product deleted successfully' });
    });

    test('a picture has a JPEG copy for link previews, made on first request and removed with the picture', async () => {
      const product = await createProduct({}, [await png(1200, 800)]);
      const [url] = product.images as string[];
      const id = UPLOADED_ID.exec(url)![1];
      const copyFile = join(shop.shop.config.uploadDir, 'share', `${id}.jpg`);
      expect(await exists(copyFile)).toBe(false);
      const { response, bytes } = await fetchImage(`/images/share/${id}.jpg`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1000, height: 667 });
      expect(await exists(copyFile)).toBe(true);
      // Asked again, the copy kept on disk is sent.
      expect((await fetchImage(`/images/share/${id}.jpg`)).bytes.equals(bytes)).toBe(true);
      // Names that are no uploaded picture: 404, nothing made.
      for (const name of [`${randomUUID()}.jpg`, `${id}.webp`, 'x.jpg', '..%2Fproducts%2Fx.jpg', `${id}-1000.jpg`])
        expect((await fetchImage(`/images/share/${name}`)).response.status).toBe(404);
      expect(await readdir(join(shop.shop.config.uploadDir, 'share'))).toEqual([`${id}.jpg`]);
      expect((await shop.delete(`/api/v1/admin/products/${product._id}`, { token: admin })).status).toBe(200);
      expect(await exists(copyFile)).toBe(false);
      expect((await fetchImage(`/images/share/${id}.jpg`)).response.status).toBe(404);
    });

    test('unknown, malformed and operator ids answer 404 Product not found on edit and delete, and write nothing', async () => {
      const before = await snapshot();
      for (const id of ['0123456789abcdef01234567', 'not-an-id', '{"$gt":""}', "1' OR '1'='1", '[object Object]']) {
        const path = `/api/v1/admin/products/${encodeURIComponent(id)}`;
        const put = await shop.putForm(path, productForm(formFields(), [await png()]), admin);
        const del = await shop.delete(path, { token: admin });
        const legacy = await shop.delete(`/api/v1/products/${encodeURIComponent(id)}`, { token: admin });
        const expected = { status: 404, body: { success: false, message: 'Product not found' } };
        expect({
          id,
          put: { status: put.status, body: put.body },
          del: { status: del.status, body: del.body },
          legacy: { status: legacy.status, body: legacy.body },
        }).toEqual({
          id,
          put: expected,
          del: expected,
          legacy: expected,
        });
        const graphql = await shop.graphql('mutation($id: ID!) { deleteProduct(id: $id) }', { id }, admin);
        expect(graphql.errors?.[0]).toMatchObject({ message: 'Product not found', extensions: { code: 'NOT_FOUND' } });
        const input = { name: 'Nobody', description: 'x', price: 1, category: 'Other', brand: 'x', stockQuantity: 1 };
        const update = await shop.graphql(
          'mutation($id: ID!, $input: ProductDetailsInput!) { updateProductDetails(id: $id, input: $input) { id } }',
          { id, input },
          admin,
        );
        expect(update.errors?.[0]).toMatchObject({ message: 'Product not found', extensions: { code: 'NOT_FOUND' } });
      }
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('admin table', () => {
    test('GET /admin/products: 50 a page by default, newest first, with _id and pagination', async () => {
      const newest = await createProduct({ name: uniqueName('Newest') });
      const answer = await shop.get('/api/v1/admin/products', { token: admin });
      expect(answer.status).toBe(200);
      expect(answer.body.success).toBe(true);
      const total = await shop.products.countDocuments();
      expect(answer.body.data).toHaveLength(Math.min(50, total));
      expect(answer.body.pagination).toEqual({
        page: 1,
        pages: Math.ceil(total / 50),
        total,
        hasNext: total > 50,
        hasPrev: false,
      });
      expect(answer.body.data[0]._id).toBe(newest._id);
      const times = answer.body.data.map((p: { createdAt: string }) => Date.parse(p.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect((await shop.get('/api/v1/admin/products?limit=1000', { token: admin })).body.data).toHaveLength(
        Math.min(100, total),
      );
      expect((await shop.get('/api/v1/admin/products?page=0', { token: admin })).body).toEqual({
        success: false,
        message: 'page must be 1 or more',
      });
    });

    test('search over name, brand and category; category filter', async () => {
      const name = uniqueName('Lookup Speaker');
      const product = await createProduct({ name, category: 'Speakers', brand: 'Zylo Audio' });
      const ids = async (query: string) =>
        (await shop.get(`/api/v1/admin/products?${query}`, { token: admin })).body.data.map(
          (p: { _id: string }) => p._id,
        );
      expect(await ids(`search=${encodeURIComponent(name.toUpperCase())}`)).toEqual([product._id]);
      expect(await ids('search=zylo')).toEqual([product._id]);
      expect(await ids('search=speakers')).toContain(product._id);
      expect(await ids('category=Speakers&search=zylo')).toEqual([product._id]);
      expect(await ids('category=Cables&search=zylo')).toEqual([]);
      const cables = (await shop.get('/api/v1/admin/products?category=Cables&limit=100', { token: admin })).body.data;
      expect(cables.length).toBeGreaterThan(0);
      expect(cables.every((p: { category: string }) => p.category === 'Cables')).toBe(true);
      expect(await ids('search=.*')).toEqual([]);
    });
  });

  describe('GraphQL', () => {
    test('adminProducts, updateProductDetails (pictures kept), deleteProduct', async () => {
      const name = uniqueName('Graph');
      const product = await createProduct({ name, discountPrice: '2000' });
      const list = await shop.graphql(
        'query($search: String) { adminProducts(search: $search) { items { id name images cardImages } pagination { total page } } }',
        { search: name },
        admin,
      );
      expect(list.errors).toBeUndefined();
      expect(list.data.adminProducts).toEqual({
        items: [{ id: product._id, name, images: product.images, cardImages: product.cardImages }],
        pagination: { total: 1, page: 1 },
      });

      const input = {
        name: 'Graph Renamed',
        description: 'Changed over GraphQL.',
        price: 4000,
        category: 'Cables',
        brand: 'Ugreen',
        stockQuantity: 7,
        condition: 'old',
        featured: true,
        tags: ['fast', ' braided ', ''],
        specifications: [{ key: 'Length', value: '1 m' }],
      };
      const updated = await shop.graphql(
        `mutation($id: ID!, $input: ProductDetailsInput!) { updateProductDetails(id: $id, input: $input) {
           id name price discountPrice finalPrice category brand stockQuantity condition featured trendy tags images specifications { key value } } }`,
        { id: product._id, input },
        admin,
      );
      expect(updated.errors).toBeUndefined();
      expect(updated.data.updateProductDetails).toEqual({
        id: product._id,
        name: 'Graph Renamed',
        price: 4000,
        discountPrice: null,
        finalPrice: 4000,
        category: 'Cables',
        brand: 'Ugreen',
        stockQuantity: 7,
        condition: 'old',
        featured: true,
        trendy: false,
        tags: ['fast', 'braided'],
        images: product.images,
        specifications: [{ key: 'Length', value: '1 m' }],
      });

      const refused = await shop.graphql(
        'mutation($id: ID!, $input: ProductDetailsInput!) { updateProductDetails(id: $id, input: $input) { id } }',
        { id: product._id, input: { ...input, name: '   ' } },
        admin,
      );
      expect(refused.errors?.[0]).toMatchObject({ message: FILL, extensions: { code: 'BAD_USER_INPUT' } });
      const discount = await shop.graphql(
        'mutation($id: ID!, $input: ProductDetailsInput!) { updateProductDetails(id: $id, input: $input) { id } }',
        { id: product._id, input: { ...input, discountPrice: 4000 } },
        admin,
      );
      expect(discount.errors?.[0]).toMatchObject({ message: DISCOUNT, extensions: { code: 'BAD_USER_INPUT' } });
      const operator = await shop.graphql(
        'mutation($id: ID!, $input: ProductDetailsInput!) { updateProductDetails(id: $id, input: $input) { id } }',
        { id: product._id, input: { ...input, specifications: [{ key: '$set', value: 'x' }] } },
        admin,
      );
      expect(operator.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');

      const deleted = await shop.graphql('mutation($id: ID!) { deleteProduct(id: $id) }', { id: product._id }, admin);
      expect(deleted).toMatchObject({ data: { deleteProduct: true } });
      expect(
        (await shop.graphql('query($id: ID!) { product(id: $id) { id } }', { id: product._id })).errors?.[0].extensions
          ?.code,
      ).toBe('NOT_FOUND');
      for (const url of product.images) expect(await exists(fileOf(url, 1000))).toBe(false);
    });
  });

  describe('only admins', () => {
    test('every REST route: 401 for guests, 403 for customers, and nothing is written', async () => {
      const product = await createProduct();
      const before = await snapshot();
      const form = async () => productForm(formFields(), [await png(64, 64)]);
      const routes: Array<[string, (token?: string) => Promise<{ status: number; body: any }>]> = [
        ['GET /admin/products', (token) => shop.get('/api/v1/admin/products', { token })],
        ['POST /admin/products', async (token) => shop.postForm('/api/v1/admin/products', await form(), token)],
        [
          'PUT /admin/products/:id',
          async (token) => shop.putForm(`/api/v1/admin/products/${product._id}`, await form(), token),
        ],
        ['DELETE /admin/products/:id', (token) => shop.delete(`/api/v1/admin/products/${product._id}`, { token })],
        ['POST /products', async (token) => shop.postForm('/api/v1/products', await form(), token)],
        ['PUT /products/:id', async (token) => shop.putForm(`/api/v1/products/${product._id}`, await form(), token)],
        ['DELETE /products/:id', (token) => shop.delete(`/api/v1/products/${product._id}`, { token })],
      ];
      for (const [route, call] of routes) {
        const guest = await call();
        const asCustomer = await call(customer);
        expect({ route, guest: [guest.status, guest.body], customer: [asCustomer.status, asCustomer.body] }).toEqual({
          route,
          guest: [401, { success: false, message: 'Please log in to continue' }],
          customer: [403, { success: false, message: 'Access denied. Admins only.' }],
        });
      }
      expect(await snapshot()).toEqual(before);
      expect(await shop.products.findById(product._id).lean()).toMatchObject({
        name: product.name,
        images: product.images,
      });
    });

    test('every GraphQL operation: UNAUTHENTICATED for guests, FORBIDDEN for customers', async () => {
      const product = await createProduct();
      const input = { name: 'Hijack', description: 'x', price: 1, category: 'Other', brand: 'x', stockQuantity: 1 };
      const operations: Array<[string, Record<string, unknown>]> = [
        ['{ adminProducts { items { id } } }', {}],
        [
          'mutation($id: ID!, $input: ProductDetailsInput!) { updateProductDetails(id: $id, input: $input) { id } }',
          { id: product._id, input },
        ],
        ['mutation($id: ID!) { deleteProduct(id: $id) }', { id: product._id }],
      ];
      for (const [query, variables] of operations) {
        const guest = await shop.graphql(query, variables);
        const asCustomer = await shop.graphql(query, variables, customer);
        expect({
          query,
          guest: guest.errors?.[0].extensions?.code,
          customer: asCustomer.errors?.[0].extensions?.code,
        }).toEqual({
          query,
          guest: 'UNAUTHENTICATED',
          customer: 'FORBIDDEN',
        });
      }
      expect(await shop.products.findById(product._id).lean()).toMatchObject({ name: product.name });
    });
  });
});
