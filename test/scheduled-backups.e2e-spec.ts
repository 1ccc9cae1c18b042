import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { ConfigError, loadConfig } from '../server/src/config/app-config';
import { ScheduledBackupsService } from '../server/src/store-tools/scheduled-backups.service';
import { readArchive } from '../server/src/store-tools/store-archive';
import { archivesIn } from '../server/src/store-tools/store-tools';
import { waitFor } from './support/processes';
import { TestShop } from './support/test-shop';

/** The order numbers an archive holds. */
async function orderNumbersIn(file: string): Promise<string[]> {
  const numbers: string[] = [];
  await readArchive(
    file,
    async () => undefined,
    async (collection, documents) => {
      if (collection === 'orders') numbers.push(...documents.map((document) => String(document.orderNumber)));
    },
    100,
  );
  return numbers;
}

describe('The shop backs its store up by itself (BACKUP_EVERY_HOURS)', () => {
  let shop: TestShop;
  let dataDir: string;
  let backupDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'shop-backups-'));
    backupDir = join(dataDir, 'archives');
    // A period of a second (the environment speaks in hours): a backup is due whenever the newest is a second old.
    shop = await TestShop.start(
      { backups: { everyMs: 1_000, kept: 2, dir: backupDir } },
      { EMBEDDED_PERSIST: 'on', DATA_DIR: dataDir, COURIER_TRACKING_MINUTES: '0' },
    );
  }, 120_000);

  afterAll(async () => {
    await shop?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  test('writes an archive that holds a new order, again once the newest is a period old, and keeps the newest 2', async () => {
    const [product] = (await shop.get('/api/v1/products?limit=1&inStock=true')).body.data;
    const placed = await shop.post('/api/v1/orders', {
      items: [{ product: product._id, quantity: 1 }],
      shippingAddress: { name: 'Sana Iqbal', phone: '0300 7002001', address: 'House 3, Street 9', city: 'Multan' },
      paymentMethod: 'COD',
    });
    expect(placed.status).toBe(201);
    const orderNumber: string = placed.body.data.orderNumber;
    const placedAt = Date.now();

    // Archives come and go; every name seen is remembered. A new archive is complete before the oldest is removed, so
    // the folder holds the 2 kept and, for a moment, a third.
    const seen = new Set<string>();
    let withOrder = '';
    await waitFor(
      async () => {
        const archives = await archivesIn(backupDir);
        expect(archives.length).toBeLessThanOrEqual(3);
        archives.forEach((archive) => seen.add(basename(archive.path)));
        // An archive begun after the order was placed (names are to the second).
        const fresh = archives.filter((archive) => archive.at >= Math.floor(placedAt / 1000) * 1000 + 1000);
        for (const archive of fresh.reverse())
          if ((await orderNumbersIn(archive.path).catch((): string[] => [])).includes(orderNumber))
            withOrder = archive.path;
        return withOrder !== '';
      },
      60_000,
      'an archive holding the new order',
    );
    expect(basename(withOrder)).toMatch(/^store-\d{8}T\d{6}Z\.ejson\.gz$/);

    // Older archives were removed as newer ones came: more were written than are kept.
    await waitFor(
      async () => {
        (await archivesIn(backupDir)).forEach((archive) => seen.add(basename(archive.path)));
        return seen.size >= 4;
      },
      60_000,
      'four archives written in turn',
    );
    // Once the timer is stopped (and a backup under way has ended), the newest 2 are left.
    await shop.shop.app.get(ScheduledBackupsService).onModuleDestroy();
    expect((await archivesIn(backupDir)).length).toBe(2);
  }, 120_000);

  test('writes nothing while the newest archive is younger than the period', async () => {
    const backups = shop.shop.app.get(ScheduledBackupsService);
    const newest = (await archivesIn(backupDir)).at(-1)!;
    expect(await backups.backUpIfDue(new Date(newest.at + 500))).toBeUndefined();
    expect((await archivesIn(backupDir)).at(-1)).toEqual(newest);
  });
});

describe('BACKUP_EVERY_HOURS and BACKUPS_KEPT', () => {
  test('are off and 7 by default, in hours when set, and refused when not whole numbers', () => {
    expect(loadConfig({}).backups).toEqual({ everyMs: 0, kept: 7, dir: expect.stringMatching(/backups$/) });
    expect(loadConfig({ BACKUP_EVERY_HOURS: '24', BACKUPS_KEPT: '14', BACKUP_DIR: '/srv/backups' }).backups).toEqual({
      everyMs: 86_400_000,
      kept: 14,
      dir: '/srv/backups',
    });
    expect(loadConfig({ BACKUP_EVERY_HOURS: 'off' }).backups.everyMs).toBe(0);
    expect(() => loadConfig({ BACKUP_EVERY_HOURS: 'daily' })).toThrow(ConfigError);
    expect(() => loadConfig({ BACKUPS_KEPT: '0' })).toThrow(ConfigError);
  });
});
