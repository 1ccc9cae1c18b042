import { BadRequestException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Metadata } from 'sharp';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { loadSharp } from './sharp';
import { onePictureAtATime, shareJpeg } from './picture-work';
import { PRODUCT_IMAGE_SIZES, PRODUCT_IMAGES_URL, UPLOADED_URL } from './image-urls';

/** A share copy's file name under /images/share: the uploaded picture's id. */
const SHARE_FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.jpg$/;

/** At most this many pictures per product (spec sections 3, 5 and 9). */
export const MAX_PRODUCT_IMAGES = 5;
/** Per-file upload limit, in bytes. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/**
 * A picture larger than this (24 megapixels, e.g. 6000 x 4000) is refused from its header, before any pixel
 * is decoded: decoding one costs width x height x 4 bytes (96 MB here), and a small file can declare a huge one.
 */
export const MAX_IMAGE_PIXELS = 24_000_000;

export const IMAGE_MESSAGES = {
  notAnImage: 'Only image files are allowed',
  tooLarge: 'Each image must be 5 MB or smaller',
  tooMany: `Maximum ${MAX_PRODUCT_IMAGES} images allowed`,
} as const;

/** The refusal of a picture over MAX_IMAGE_PIXELS, naming the file and its size. */
export const tooManyPixelsMessage = (name: string, width: number, height: number) =>
  `${name} is ${width} x ${height} pixels; each image must be at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`;

/** Formats accepted by content (what sharp finds in the bytes, never the name or the declared type). */
function isAcceptedFormat(metadata: Metadata): boolean {
  if (['jpeg', 'png', 'webp', 'gif', 'tiff'].includes(metadata.format ?? '')) return true;
  // sharp reports AVIF as HEIF with AV1 compression; HEIC (HEVC) is not decoded by sharp's own build.
  return metadata.format === 'heif' && metadata.compression === 'av1';
}

const fileNameOf = (id: string, size: number) => `${id}-${size}.webp`;

/** An uploaded picture as ProductImagesInterceptor read it into memory. */
export interface ImageUpload {
  buffer: Buffer;
  originalname?: string;
}

/** Pictures checked and resized in memory, not yet on disk. */
export interface PreparedImages {
  readonly files: ReadonlyArray<{ id: string; card: Buffer; detail: Buffer }>;
}

/**
 * Uploaded product pictures: checks each file is an image by its content, resizes it to WebP card and
 * detail sizes, keeps them under `${uploadDir}/products`, and removes them again. Callers prepare first
 * (everything that can refuse the input), then save, then write the database, so nothing is half-written.
 */
@Injectable()
export class ProductImagesService {
  private readonly logger = new Logger('ProductImages');

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get directory(): string {
    return join(this.config.uploadDir, 'products');
  }

  private get shareDirectory(): string {
    return join(this.config.uploadDir, 'share');
  }

  /**
   * The JPEG copy of an uploaded picture for link previews, by its file name under /images/share
   * (`<uuid>.jpg`): made from the detail size on first request and kept beside the pictures; 404 for a name
   * that is no uploaded picture.
   */
  async shareCopy(file: string): Promise<Buffer> {
    const id = SHARE_FILE.exec(file)?.[1];
    if (!id) throw new NotFoundException('Image not found');
    const path = join(this.shareDirectory, `${id}.jpg`);
    const kept = await readFile(path).catch(() => undefined);
    if (kept) return kept;
    const picture = await readFile(join(this.directory, fileNameOf(id, PRODUCT_IMAGE_SIZES.detail))).catch(() => {
      throw new NotFoundException('Image not found');
    });
    const copy = await shareJpeg(picture);
    await mkdir(this.shareDirectory, { recursive: true });
    const temporary = `${path}.${randomUUID()}.tmp`;
    await writeFile(temporary, copy);
    await rename(temporary, path);
    return copy;
  }

  /** Checks count, size and content of every file and resizes them; 400 with the spec's message on the first problem. */
  async prepare(uploads: readonly ImageUpload[]): Promise<PreparedImages> {
    if (uploads.length > MAX_PRODUCT_IMAGES) throw new BadRequestException(IMAGE_MESSAGES.tooMany);
    for (const upload of uploads) {
      if (!Buffer.isBuffer(upload.buffer) || upload.buffer.length === 0)
        throw new BadRequestException(IMAGE_MESSAGES.notAnImage);
      if (upload.buffer.length > MAX_IMAGE_BYTES) throw new BadRequestException(IMAGE_MESSAGES.tooLarge);
    }
    // Every file is checked (from its header) before any is decoded: a bad last file fails fast.
    for (const [index, upload] of uploads.entries())
      await this.check(upload.buffer, upload.originalname || `Image ${index + 1}`);
    const files = [];
    for (const upload of uploads) files.push(await onePictureAtATime(() => this.resize(upload.buffer)));
    return { files };
  }

  /** Writes prepared pictures to disk and answers their detail-size URLs, in upload order. */
  async save(prepared: PreparedImages): Promise<string[]> {
    if (prepared.files.length === 0) return [];
    await mkdir(this.directory, { recursive: true });
    const urls: string[] = [];
    try {
      for (const file of prepared.files) {
        const url = `${PRODUCT_IMAGES_URL}/${fileNameOf(file.id, PRODUCT_IMAGE_SIZES.detail)}`;
        urls.push(url);
        await writeFile(join(this.directory, fileNameOf(file.id, PRODUCT_IMAGE_SIZES.card)), file.card, { flag: 'wx' });
        await writeFile(join(this.directory, fileNameOf(file.id, PRODUCT_IMAGE_SIZES.detail)), file.detail, {
          flag: 'wx',
        });
      }
    } catch (error) {
      await this.remove(urls);
      throw error;
    }
    return urls;
  }

  /**
   * Deletes the files behind uploaded picture URLs (both sizes and the share copy). Demo pictures and any other URL are left
   * alone. Never fails: a file that cannot be removed is logged, as the database write it follows stands.
   */
  async remove(urls: readonly string[]): Promise<void> {
    const ids = urls.map((url) => UPLOADED_URL.exec(url)?.[1]).filter((id): id is string => Boolean(id));
    const files = ids.flatMap((id) => [
      ...Object.values(PRODUCT_IMAGE_SIZES).map((size) => join(this.directory, fileNameOf(id, size))),
      join(this.shareDirectory, `${id}.jpg`),
    ]);
    await Promise.all(
      files.map((file) =>
        unlink(file).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') this.logger.warn(`Could not remove ${file}: ${error.message}`);
        }),
      ),
    );
  }

  private async check(buffer: Buffer, name: string): Promise<void> {
    let metadata: Metadata;
    try {
      metadata = await loadSharp()(buffer).metadata();
    } catch {
      throw new BadRequestException(IMAGE_MESSAGES.notAnImage);
    }
    if (!isAcceptedFormat(metadata) || !metadata.width || !metadata.height)
      throw new BadRequestException(IMAGE_MESSAGES.notAnImage);
    if (metadata.width * metadata.height > MAX_IMAGE_PIXELS)
      throw new BadRequestException(tooManyPixelsMessage(name, metadata.width, metadata.height));
  }

  /**
   * Decodes the picture once, to the detail size (upright, never enlarged), and makes both WebP sizes from
   * those pixels. Called through onePictureAtATime.
   */
  private async resize(buffer: Buffer): Promise<{ id: string; card: Buffer; detail: Buffer }> {
    const sharp = loadSharp();
    const size = PRODUCT_IMAGE_SIZES;
    try {
      const { data, info } = await sharp(buffer, { limitInputPixels: MAX_IMAGE_PIXELS })
        .rotate() // applies the EXIF orientation, then drops it with the rest of the metadata
        .resize(size.detail, size.detail, { fit: 'inside', withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
      const detail = await pixels().webp({ quality: 82 }).toBuffer();
      const card = await pixels()
        .resize(size.card, size.card, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
      return { id: randomUUID(), card, detail };
    } catch {
      // The header was readable but the pixels are not (truncated or corrupt file).
      throw new BadRequestException(IMAGE_MESSAGES.notAnImage);
    }
  }
}
