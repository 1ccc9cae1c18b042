import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';

@ObjectType({ description: "One of the merchant's categories, in the merchant's order." })
export class Category {
  @Field(() => ID)
  id: string;

  @Field({ description: 'The name, as the menu and the category page show it.' })
  name: string;

  @Field(() => Int, { description: "Its place in the merchant's order, lowest first." })
  position: number;

  @Field({ description: "Left out of the shop's menu, filters, home cards and sitemap." })
  hidden: boolean;

  @Field(() => String, { nullable: true, description: "The category's own picture, shown on its home card." })
  picture: string | null;

  @Field(() => String, { nullable: true, description: 'The same picture at card size (400 px WebP).' })
  cardPicture: string | null;

  @Field(() => [String], { description: 'Names it had before; /category/<former name> moves to its page.' })
  formerNames: string[];
}

@ObjectType({ description: 'Admin: a category with how many products it has.' })
export class AdminCategory extends Category {
  @Field(() => Int, { description: 'How many products are in it.' })
  productCount: number;
}

export enum CategoryMove {
  UP = 'UP',
  DOWN = 'DOWN',
}
registerEnumType(CategoryMove, { name: 'CategoryMove', description: "A step in the merchant's order." });
