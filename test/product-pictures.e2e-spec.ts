import sharp from 'sharp';
import { bandedPicture, isRed, pixelAt } from './support/banded-picture';
import { TestShop } from './support/test-shop';

/** Uploaded pictures that are not square keep their shape and their edges in both sizes the shop serves. */
describe('product pictures over HTTP', () => {
  let shop: TestShop;
  let admin: string;

  beforeAll(async () => {
    shop = await TestShop.start();
    admin = await shop.login('admin@volt.demo', 'admin123');
  }, 60_000);

  afterAll(async () => {
    await shop?.stop();
  });

  it('serves a 1200 x 900 upload whole: 1000 x 750 and 400 x 300, both red bands kept', async () => {
    const form = new FormData();
    const fields = {
      name: `Picture Dock ${process.pid % 1000}`,
      description: 'A compact USB-C dock for phones and tablets.',
      price: '3100',
      category: 'Adapters',
      brand: 'Anker',
      stockQuantity: '5',
    };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('images', new Blob([new Uint8Array(await bandedPicture())], { type: 'image/png' }), 'dock.png');
    const created = await shop.postForm('/api/v1/admin/products', form, admin);
    expect(created.status).toBe(201);
    const product = created.body.data;

    for (const [url, width, height] of [
      [product.images[0], 1000, 750],
      [product.cardImages[0], 400, 300],
    ] as const) {
      const response = await fetch(shop.baseUrl + url);
      expect(response.status).toBe(200);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width, height });
      // The left and right edges are still the red bands: nothing was cut off the sides.
      expect(isRed(await pixelAt(bytes, 2 / (width - 1), 0.5))).toBe(true);
      expect(isRed(await pixelAt(bytes, (width - 3) / (width - 1), 0.5))).toBe(true);
    }
  });
});
