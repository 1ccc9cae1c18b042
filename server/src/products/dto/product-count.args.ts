import { PageSize } from '../../common/pagination/page-args';
import { MAX_PAGE_SIZE } from '../product.constants';

/** `?limit=` of the featured and related lists over REST: a whole number from 1, above 100 clamped to 100. */
export class ProductCountArgs {
  @PageSize(MAX_PAGE_SIZE, { clamp: true })
  limit?: number;
}
