import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Anonymous } from '../common/access/access.decorators';
import { assetsDir } from '../config/project-root';
import { ProductImagesService } from './product-images.service';

const A_YEAR = 'public, max-age=31536000, immutable';

/**
 * The logo and the JPEG copies of uploaded pictures for link previews, outside /api/v1 (the pictures themselves
 * are files served by http-setup; the demo's: demo/DemoImagesController).
 */
@Controller('images')
export class ImagesController {
  private logoSvg?: Buffer;

  constructor(private readonly pictures: ProductImagesService) {}

  /** `<uuid>.jpg`: an uploaded picture as a JPEG (never rewritten, as the picture it copies), cached for a year. */
  @Anonymous()
  @Get('share/:file')
  async share(@Param('file') file: string, @Res() reply: FastifyReply) {
    const copy = await this.pictures.shareCopy(file);
    return reply.header('Cache-Control', A_YEAR).type('image/jpeg').send(copy);
  }

  @Anonymous()
  @Get('logo.svg')
  @Header('Cache-Control', 'public, max-age=86400')
  logo(@Res() reply: FastifyReply) {
    this.logoSvg ??= readFileSync(join(assetsDir(), 'logo.svg'));
    return reply.type('image/svg+xml').send(this.logoSvg);
  }
}
