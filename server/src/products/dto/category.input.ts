import { ArrayMaxSize, IsArray, IsBoolean, IsDefined, IsEnum, IsOptional, IsString } from 'class-validator';
import { CategoryMove } from '../models/category.model';

/** REST POST /admin/categories. The name's rules are CategoriesService's (one place for GraphQL and REST). */
export class AddCategoryBody {
  @IsDefined({ message: 'Please enter a category name' })
  name: unknown;
}

/** REST PATCH /admin/categories/:id: a new name, hidden or shown, or both. */
export class UpdateCategoryBody {
  @IsOptional()
  name?: unknown;

  @IsOptional()
  @IsBoolean({ message: 'hidden must be true or false' })
  hidden?: boolean;
}

/** REST PUT /admin/categories/order: every category's id in the new order. */
export class CategoryOrderBody {
  @IsDefined({ message: 'Please send the ids of every category in the new order' })
  @IsArray({ message: 'Please send the ids of every category in the new order' })
  @ArrayMaxSize(500, { message: 'Please send the ids of every category in the new order' })
  @IsString({ each: true, message: 'Please send the ids of every category in the new order' })
  ids: string[];
}

/** REST POST /admin/categories/:id/move. */
export class CategoryMoveBody {
  @IsDefined({ message: 'direction must be UP or DOWN' })
  @IsEnum(CategoryMove, { message: 'direction must be UP or DOWN' })
  direction: CategoryMove;
}
