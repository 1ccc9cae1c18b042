import { Module } from '@nestjs/common';
import { ImagesController } from './images.controller';
import { ProductImagesService } from './product-images.service';

@Module({
  providers: [ProductImagesService],
  controllers: [ImagesController],
  exports: [ProductImagesService],
})
export class ImagesModule {}
