import { Module } from '@nestjs/common';
import { DemoImagesService } from './demo-images.service';
import { ImagesController } from './images.controller';

@Module({ providers: [DemoImagesService], controllers: [ImagesController], exports: [DemoImagesService] })
export class ImagesModule {}
