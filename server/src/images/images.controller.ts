import { Controller, Get, Header, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Anonymous } from '../common/access/access.decorators';
import { assetsDir } from '../config/project-root';

/** The logo, outside /api/v1 (product pictures: ProductImagesService; the demo's: demo/DemoImagesController). */
@Controller('images')
export class ImagesController {
  private logoSvg?: Buffer;

  @Anonymous()
  @Get('logo.svg')
  @Header('Cache-Control', 'public, max-age=86400')
  logo(@Res() reply: FastifyReply) {
    this.logoSvg ??= readFileSync(join(assetsDir(), 'logo.svg'));
    return reply.type('image/svg+xml').send(this.logoSvg);
  }
}
