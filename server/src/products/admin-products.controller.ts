import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Param,
  Post,
  Put,
  Query,
  Res,
  UseInterceptors,
} from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { sendFile } from '../common/http/send-file';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { catalogueCsv } from './catalogue-csv';
import { CatalogueImportService } from './catalogue-import.service';
import { CatalogueImportInput } from './dto/catalogue-import.input';
import { CatalogueExportInput } from './dto/catalogue-export.input';
import { Staff } from '../common/access/access.decorators';
import { Permission } from '../common/access/permissions';
import { Ctx, type RequestContext } from '../common/access/request-context';
import { ProductImages, ProductImagesInterceptor } from '../images/product-images.interceptor';
import type { ImageUpload } from '../images/product-images.service';
import { AdminProductListArgs } from './dto/admin-product-list.args';
import { ProductFormInput } from './dto/product-form.input';
import { ProductVariantsInput } from './dto/product-variants.input';
import { ProductVariantsService } from './product-variants.service';
import { productAnswers, toRestProduct } from './products.controller';
import { ProductsService } from './products.service';

/**
 * REST /api/v1/admin/products: the admin product table, its catalogue export and import, and its add, edit and delete. Create and update
 * are multipart forms with the form's text fields and repeated `images` entries (at most 5, 5 MB each).
 */
@Controller('admin/products')
export class AdminProductsController {
  constructor(
    private readonly products: ProductsService,
    private readonly imports: CatalogueImportService,
    private readonly kinds: ProductVariantsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A product's options and variants, replaced as a whole (see ProductVariantsService); JSON `{ options, variants }`. */
  @Staff(Permission.CatalogueWrite)
  @Put(':id/variants')
  async setVariants(@Ctx() ctx: RequestContext, @Param('id') id: string, @Body() input: ProductVariantsInput) {
    return { success: true, message: 'Variants saved', data: toRestProduct(await this.kinds.set(ctx, id, input)) };
  }

  @Staff(Permission.CatalogueRead)
  @Get()
  async list(@Query() args: AdminProductListArgs) {
    const { items, pagination } = await this.products.adminList(args);
    return { success: true, data: items.map(toRestProduct), pagination };
  }

  /** The catalogue as CSV (see catalogue-csv.ts): every product the table's search and category filter list. */
  @Staff(Permission.CatalogueRead)
  @Post('export.csv')
  @HttpCode(200)
  async exportCsv(@Body() filter: CatalogueExportInput, @Res() reply: FastifyReply) {
    const csv = catalogueCsv(await this.products.adminExport(filter), this.config.confirmation.publicUrl);
    return sendFile(reply, 'text/csv; charset=utf-8', `catalogue-${new Date().toISOString().slice(0, 10)}.csv`, csv);
  }

  /**
   * A catalogue file in (see CatalogueImportService): with `dryRun`, what each row would do; without, the products
   * written when no row has an error. A file the shop cannot read is a 400 with its reason.
   */
  @Staff(Permission.CatalogueWrite)
  @Post('import')
  @HttpCode(200)
  async importCsv(@Ctx() ctx: RequestContext, @Body() input: CatalogueImportInput) {
    return { success: true, data: await this.imports.import(ctx, input.csv, input.dryRun ?? false) };
  }
}

/**
 * Add, edit and delete, answered at /api/v1/admin/products and at /api/v1/products alike (spec section 7
 * lists both). Create and update are multipart forms with repeated `images` entries.
 */
@Controller(['admin/products', 'products'])
export class ProductWritesController {
  constructor(private readonly products: ProductsService) {}

  @Staff(Permission.CatalogueWrite)
  @Post()
  @UseInterceptors(ProductImagesInterceptor)
  async create(@Ctx() ctx: RequestContext, @Body() input: ProductFormInput, @ProductImages() images: ImageUpload[]) {
    return productAnswers.added(await this.products.create(ctx, input, images));
  }

  @Staff(Permission.CatalogueWrite)
  @Put(':id')
  @UseInterceptors(ProductImagesInterceptor)
  async update(
    @Ctx() ctx: RequestContext,
    @Param('id') id: string,
    @Body() input: ProductFormInput,
    @ProductImages() images: ImageUpload[],
  ) {
    return productAnswers.updated(await this.products.update(ctx, id, input, images));
  }

  @Staff(Permission.CatalogueWrite)
  @Delete(':id')
  async remove(@Ctx() ctx: RequestContext, @Param('id') id: string) {
    await this.products.remove(ctx, id);
    return productAnswers.deleted();
  }
}
