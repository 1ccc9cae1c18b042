import { Controller, Get, Module, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Anonymous } from '../common/access/access.decorators';
import { ProductsModule } from '../products/products.module';
import { UsersModule } from '../users/users.module';
import { OrdersModule } from '../orders/orders.module';
import { RiskModule } from '../risk/risk.module';
import { DemoImagesService } from './demo-images.service';
import { SeedService } from './seed.service';

const A_YEAR = 'public, max-age=31536000, immutable';

/** The demo catalogue's pictures, drawn on first request and kept on disk. */
@Controller('images')
export class DemoImagesController {
  constructor(private readonly demoImages: DemoImagesService) {}

  @Anonymous()
  @Get('demo/:file')
  async demo(@Param('file') file: string, @Res() reply: FastifyReply) {
    const image = await this.demoImages.image(file);
    return reply
      .header('Cache-Control', A_YEAR)
      .type(file.endsWith('.jpg') ? 'image/jpeg' : 'image/webp')
      .send(image);
  }
}

/**
 * The demo shop, in one place: the catalogue, its picture renderer and the seeding (catalogue, demo and
 * configured accounts, indexes). It depends on the domain modules; nothing in them depends on it.
 */
@Module({
  imports: [ProductsModule, UsersModule, OrdersModule, RiskModule],
  providers: [SeedService, DemoImagesService],
  controllers: [DemoImagesController],
  exports: [SeedService],
})
export class DemoModule {}
