import sharp from 'sharp';
import { TestShop } from './support/test-shop';

const RED = '#e03a3e';
const BLUE = '#2f80c4';

/** A 1200 x 900 picture: a blue middle with red bands 100 px wide at its left and right edges. */
async function bandedPicture(): Promise<Buffer> {
  const band = await sharp({ create: { width: 100, height: 900, channels: 3, background: RED } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: BLUE } })
    .composite([
      { input: band, left: 0, top: 0 },
      { input: band, left: 1100, top: 0 },
    ])
    .png()
    .toBuffer();
}

/** The [r, g, b] of a picture's pixel at (x, y). */
async function pixel(picture: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(picture).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at], data[at + 1], data[at + 2]];
}

const isRed = ([r, g, b]: number[]) => r > 180 && g < 110 && b < 110;

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
      expect(isRed(await pixel(bytes, 2, height / 2))).toBe(true);
      expect(isRed(await pixel(bytes, width - 3, height / 2))).toBe(true);
    }
  });
});
