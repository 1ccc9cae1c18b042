import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  Header,
  Param,
  Patch,
  Post,
  Put,
  UseInterceptors,
} from '@nestjs/common';
import { Public, Staff } from '../common/access/access.decorators';
import { Permission } from '../common/access/permissions';
import { Ctx, type RequestContext } from '../common/access/request-context';
import { JSON_TYPE, jsonOnce } from '../common/http/json-once';
import { withMongoId } from '../common/http/rest-shapes';
import { ProductImages, ProductImagesInterceptor } from '../images/product-images.interceptor';
import type { ImageUpload } from '../images/product-images.service';
import { CatalogueAnswer } from './catalogue-answers';
import { CategoriesService } from './categories.service';
import { CategoryMoveBody, CategoryOrderBody, AddCategoryBody, UpdateCategoryBody } from './dto/category.input';
import type { AdminCategory, Category } from './models/category.model';

const publicJson = jsonOnce((categories: Category[]) => ({
  success: true,
  data: categories.map(({ id, name, picture, cardPicture }) => ({ _id: id, name, picture, cardPicture })),
}));
const list = (categories: AdminCategory[]) => ({ success: true, data: categories.map(withMongoId) });
const one = (message: string, category: AdminCategory) => ({ success: true, message, data: withMongoId(category) });

/** REST /api/v1/categories: the categories the shop shows, in the merchant's order. */
@Controller('categories')
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @Public()
  @CatalogueAnswer()
  @Header('Content-Type', JSON_TYPE)
  @Get()
  async visible(): Promise<string> {
    return publicJson(await this.categories.visible());
  }
}

/**
 * REST /api/v1/admin/categories: every category with its product count; add, rename, hide or show, reorder, a
 * picture (multipart, one `images` entry, checked and resized as product pictures are) and delete.
 */
@Controller('admin/categories')
export class AdminCategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @Staff(Permission.CatalogueRead)
  @Get()
  async list() {
    return list(await this.categories.adminList());
  }

  @Staff(Permission.CatalogueWrite)
  @Post()
  async add(@Ctx() ctx: RequestContext, @Body() body: AddCategoryBody) {
    return one('Category added', await this.categories.add(ctx, body.name));
  }

  @Staff(Permission.CatalogueWrite)
  @Put('order')
  async order(@Ctx() ctx: RequestContext, @Body() body: CategoryOrderBody) {
    return list(await this.categories.setOrder(ctx, body.ids));
  }

  @Staff(Permission.CatalogueWrite)
  @Patch(':id')
  async update(@Ctx() ctx: RequestContext, @Param('id') id: string, @Body() body: UpdateCategoryBody) {
    if (body.name === undefined && body.hidden === undefined)
      throw new BadRequestException('Please send a new name or hidden');
    if (body.name !== undefined) await this.categories.rename(ctx, id, body.name);
    if (body.hidden !== undefined) await this.categories.setHidden(ctx, id, body.hidden);
    return one('Category updated', await this.categories.adminOne(id));
  }

  @Staff(Permission.CatalogueWrite)
  @Post(':id/move')
  async move(@Ctx() ctx: RequestContext, @Param('id') id: string, @Body() body: CategoryMoveBody) {
    return list(await this.categories.move(ctx, id, body.direction));
  }

  @Staff(Permission.CatalogueWrite)
  @Put(':id/picture')
  @UseInterceptors(ProductImagesInterceptor)
  async setPicture(@Ctx() ctx: RequestContext, @Param('id') id: string, @ProductImages() images: ImageUpload[]) {
    return one('Picture saved', await this.categories.setPicture(ctx, id, images));
  }

  @Staff(Permission.CatalogueWrite)
  @Delete(':id/picture')
  async removePicture(@Ctx() ctx: RequestContext, @Param('id') id: string) {
    return one('Picture removed', await this.categories.removePicture(ctx, id));
  }

  @Staff(Permission.CatalogueWrite)
  @Delete(':id')
  async remove(@Ctx() ctx: RequestContext, @Param('id') id: string) {
    await this.categories.remove(ctx, id);
    return { success: true, message: 'Category deleted' };
  }
}
