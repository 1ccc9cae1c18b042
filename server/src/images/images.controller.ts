import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Anonymous } from '../common/access/access.decorators';
import { assetsDir } from '../config/project-root';
import { DemoImagesService } from './demo-images.service';

const A_YEAR = 'public, max-age=31536000, immutable';

/** Product pictures and the logo, outside /api/v1. */
@Controller('images')
export class ImagesController {
  private logoSvg?: Buffer;

  constructor(private readonly demoImages: DemoImagesService) {}

  @Anonymous()
  @Get('logo.svg')
  @Header('Cache-Control', 'public, max-age=86400')
  logo(@Res() reply: FastifyReply) {
    this.logoSvg ??= readFileSync(join(assetsDir(), 'logo.svg'));
    return reply.type('image/svg+xml').send(this.logoSvg);
  }

  @Anonymous()
  @Get('demo/:file')
  async demo(@Param('file') file: string, @Res() reply: FastifyReply) {
    const image = await this.demoImages.image(file);
    return reply.header('Cache-Control', A_YEAR).type('image/webp').send(image);
  }
}
