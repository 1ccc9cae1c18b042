import { Field, Int, ObjectType } from '@nestjs/graphql';

/** Page figures of every list answer, in REST (`pagination`) and GraphQL alike. */
@ObjectType()
export class Pagination {
  @Field(() => Int) page: number;
  @Field(() => Int) pages: number;
  @Field(() => Int) total: number;
  @Field() hasNext: boolean;
  @Field() hasPrev: boolean;
}

export function paginate(page: number, limit: number, total: number): Pagination {
  const pages = Math.max(1, Math.ceil(total / limit));
  return { page, pages, total, hasNext: page < pages, hasPrev: page > 1 };
}

export interface Page<T> {
  items: T[];
  pagination: Pagination;
}
