import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType({
  description:
    "A category that has products, with a picture of its newest product: the home page's 'Shop by Category' cards.",
})
export class CategoryCard {
  @Field({ description: 'The category.' })
  name: string;

  @Field(() => String, {
    nullable: true,
    description: "The first picture of the category's newest product (null when that product has none).",
  })
  image: string | null;

  @Field(() => String, { nullable: true, description: 'The same picture at card size (400 px WebP).' })
  cardImage: string | null;
}
