import { Module } from '@nestjs/common';
import { DemoImagesService } from './demo-images.service';
import { ImagesController } from './images.controller';
import { ProductImagesService } from './product-images.service';

@Module({
  providers: [DemoImagesService, ProductImagesService],
  controllers: [ImagesController],
  exports: [DemoImagesService, ProductImagesService],
})
export class ImagesModule {}
