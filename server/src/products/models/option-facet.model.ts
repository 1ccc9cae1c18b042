import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType({
  description: 'A value of an option a shopper can filter a product list by, and how many products have it.',
})
export class OptionFacetValue {
  @Field({ description: 'Spelt as the first product listed with it spells it.' })
  value: string;

  @Field(() => Int, {
    description: 'Products of the list with a variant of this value (in stock, unless inStock is false).',
  })
  count: number;
}

@ObjectType({
  description:
    'An option the products of a list are sold in ("Phone model"), with the values its filter offers: the products list takes one as option: ["Phone model:iPhone 15"].',
})
export class OptionFacet {
  @Field({ description: 'Spelt as the first product listed with it spells it; compared with case ignored.' })
  name: string;

  @Field(() => [OptionFacetValue], { description: 'In natural order ("2m" before "10m").' })
  values: OptionFacetValue[];
}
