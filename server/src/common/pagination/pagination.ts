import type { CollationOptions } from 'mongodb';
import type { Model, QueryFilter, SortOrder } from 'mongoose';
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

export interface PageQuery<T> {
  filter: QueryFilter<T>;
  sort: Record<string, SortOrder>;
  page: number;
  limit: number;
  /** How strings compare, for the sort and the filter alike (see NAME_COLLATION). */
  collation?: CollationOptions;
}

/**
 * Names sorted for people: case and accents ignored ('Apple iPhone' before 'Apple Watch', 'Éclair' beside
 * 'Eclair'), in MongoDB and in the embedded engine alike.
 */
export const NAME_COLLATION: CollationOptions = { locale: 'en', strength: 1 };

/** One page of a filtered, sorted collection and the total it is part of: two database commands. */
export async function findPage<T, R, Item>(
  model: Model<T>,
  query: PageQuery<T>,
  present: (record: R) => Item,
): Promise<Page<Item>> {
  const { filter, sort, page, limit, collation } = query;
  const [records, total] = await Promise.all([
    model
      .find(filter, null, collation ? { collation } : {})
      .sort(sort)
      .skip((page - 1) * limit)
      .limit(limit)
      .lean<R[]>(),
    model.countDocuments(filter, collation ? { collation } : {}),
  ]);
  return { items: records.map(present), pagination: paginate(page, limit, total) };
}
