import { PickType } from '@nestjs/graphql';
import { AdminProductListArgs } from './admin-product-list.args';

/** The catalogue export's filter: the admin table's search and category (both optional: the whole catalogue). */
export class CatalogueExportInput extends PickType(AdminProductListArgs, ['search', 'category'] as const) {}
