import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Public, Staff } from '../common/access/access.decorators';
import { Permission } from '../common/access/permissions';
import { Ctx, type RequestContext } from '../common/access/request-context';
import { CategoriesService } from './categories.service';
import { AdminCategory, Category, CategoryMove } from './models/category.model';

@Resolver(() => Category)
export class CategoriesResolver {
  constructor(private readonly service: CategoriesService) {}

  @Public()
  @Query(() => [Category], {
    description: "The categories the shop shows, in the merchant's order (hidden ones left out, empty ones kept).",
  })
  categories(): Promise<Category[]> {
    return this.service.visible();
  }

  @Staff(Permission.CatalogueRead)
  @Query(() => [AdminCategory], { description: "Admin: every category in the merchant's order, hidden ones too." })
  adminCategories(): Promise<AdminCategory[]> {
    return this.service.adminList();
  }

  @Staff(Permission.CatalogueWrite)
  @Mutation(() => AdminCategory, {
    description: 'Admin: adds a category at the end of the order; refused when the name is taken, whatever its case.',
  })
  addCategory(@Ctx() ctx: RequestContext, @Args('name') name: string): Promise<AdminCategory> {
    return this.service.add(ctx, name);
  }

  @Staff(Permission.CatalogueWrite)
  @Mutation(() => AdminCategory, {
    description: 'Admin: renames a category and moves its products to the new name; old links still find it.',
  })
  renameCategory(
    @Ctx() ctx: RequestContext,
    @Args('id', { type: () => ID }) id: string,
    @Args('name') name: string,
  ): Promise<AdminCategory> {
    return this.service.rename(ctx, id, name);
  }

  @Staff(Permission.CatalogueWrite)
  @Mutation(() => AdminCategory, { description: "Admin: hides a category from the shop's lists, or shows it again." })
  setCategoryHidden(
    @Ctx() ctx: RequestContext,
    @Args('id', { type: () => ID }) id: string,
    @Args('hidden') hidden: boolean,
  ): Promise<AdminCategory> {
    return this.service.setHidden(ctx, id, hidden);
  }

  @Staff(Permission.CatalogueWrite)
  @Mutation(() => [AdminCategory], {
    description: 'Admin: moves a category one place up or down; answers every category in the new order.',
  })
  moveCategory(
    @Ctx() ctx: RequestContext,
    @Args('id', { type: () => ID }) id: string,
    @Args('direction', { type: () => CategoryMove }) direction: CategoryMove,
  ): Promise<AdminCategory[]> {
    return this.service.move(ctx, id, direction);
  }

  @Staff(Permission.CatalogueWrite)
  @Mutation(() => [AdminCategory], {
    description: "Admin: puts the categories in this order (every category's id, each once).",
  })
  setCategoryOrder(
    @Ctx() ctx: RequestContext,
    @Args('ids', { type: () => [ID] }) ids: string[],
  ): Promise<AdminCategory[]> {
    return this.service.setOrder(ctx, ids);
  }

  @Staff(Permission.CatalogueWrite)
  @Mutation(() => AdminCategory, {
    description:
      "Admin: removes a category's own picture (its home card shows its newest product's again). Pictures are uploaded with the multipart REST form.",
  })
  removeCategoryPicture(
    @Ctx() ctx: RequestContext,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<AdminCategory> {
    return this.service.removePicture(ctx, id);
  }

  @Staff(Permission.CatalogueWrite)
  @Mutation(() => Boolean, {
    description: 'Admin: deletes a category; refused (CONFLICT) while it has products.',
  })
  async deleteCategory(@Ctx() ctx: RequestContext, @Args('id', { type: () => ID }) id: string): Promise<boolean> {
    await this.service.remove(ctx, id);
    return true;
  }
}
