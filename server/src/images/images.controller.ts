import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { join } from 'node:path';
import { Anonymous } from '../common/access/access.decorators';
import { assetsDir } from '../config/project-root';
import { DemoImagesService } from './demo-images.service';

const A_YEAR = 'public, max-age=31536000, immutable';

/** Product pictures and the logo, outside /api/v1. */
@Controller('images')
export class ImagesController {
  constructor(private readonly demoImages: DemoImagesService) {}

  @Anonymous()
  @Get('logo.svg')
  @Header('Cache-Control', 'public, max-age=86400')
  logo(@Res() res: Response) {
    res.type('image/svg+xml').sendFile(join(assetsDir(), 'logo.svg'));
  }

  @Anonymous()
  @Get('demo/:file')
  async demo(@Param('file') file: string, @Res() res: Response) {
    const image = await this.demoImages.image(file);
    res.setHeader('Cache-Control', A_YEAR);
    res.type('image/webp').send(image);
  }
}
