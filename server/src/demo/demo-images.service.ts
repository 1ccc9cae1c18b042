import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { DEMO_CATALOGUE, DemoProduct } from './demo-catalogue';
import { DEMO_IMAGE_SIZE, renderDemoProductImage } from './demo-image.renderer';
import { shareJpeg } from '../images/picture-work';

/**
 * `<slug>-<n>.webp` (800 px), `<slug>-<n>-400.webp` (the card size, as uploaded pictures have) or `<slug>-<n>.jpg`
 * (the 800 px picture as a JPEG, for link previews).
 */
const FILE_NAME = /^([a-z0-9-]+)-(\d)(?:(?:-(400))?\.webp|(\.jpg))$/;
export const demoImageUrl = (slug: string, index: number) => `/images/demo/${slug}-${index + 1}.webp`;

/**
 * Pictures of the demo catalogue, drawn here (no download) on first request and kept on disk after that.
 */
@Injectable()
export class DemoImagesService {
  private readonly bySlug = new Map<string, DemoProduct>(DEMO_CATALOGUE.map((product) => [product.slug, product]));
  private readonly rendering = new Map<string, Promise<Buffer>>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** A picture by its file name (FILE_NAME); 404 for any other name. */
  async image(fileName: string): Promise<Buffer> {
    const match = FILE_NAME.exec(fileName);
    const product = match && this.bySlug.get(match[1]);
    const index = match ? Number(match[2]) - 1 : -1;
    const size = match?.[3] ? Number(match[3]) : DEMO_IMAGE_SIZE;
    if (!product || index < 0 || index >= product.imageCount) throw new NotFoundException('Image not found');
    const jpeg = Boolean(match?.[4]);

    const path = join(this.config.uploadDir, 'demo', fileName);
    const cached = await readFile(path).catch(() => undefined);
    if (cached) return cached;

    let pending = this.rendering.get(fileName);
    if (!pending) {
      pending = this.render(product, index, size, path, jpeg).finally(() => this.rendering.delete(fileName));
      this.rendering.set(fileName, pending);
    }
    return pending;
  }

  private async render(product: DemoProduct, index: number, size: number, path: string, jpeg: boolean) {
    const image = jpeg
      ? await shareJpeg(await this.image(`${product.slug}-${index + 1}.webp`))
      : await renderDemoProductImage(
          { slug: product.slug, name: product.name, brand: product.brand, category: product.category, index },
          size,
        );
    await mkdir(join(this.config.uploadDir, 'demo'), { recursive: true });
    const temporary = `${path}.${process.pid}.tmp`;
    await writeFile(temporary, image);
    await rename(temporary, path);
    return image;
  }
}
