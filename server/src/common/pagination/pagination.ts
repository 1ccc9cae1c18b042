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

/** The schema's paths that reads leave out unless asked for (`select: false`): hashes and internal keys. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a cache over models of every record type
const hiddenPathsByModel = new WeakMap<Model<any>, string[]>();
function hiddenPaths<T>(model: Model<T>): string[] {
  let paths = hiddenPathsByModel.get(model);
  if (!paths) {
    paths = [];
    model.schema.eachPath((path, type) => {
      if ((type.options as { select?: unknown })?.select === false) paths!.push(path);
    });
    hiddenPathsByModel.set(model, paths);
  }
  return paths;
}

type Bag = Record<string, unknown>;
function withoutPaths(record: Bag, paths: string[]): Bag {
  for (const path of paths) {
    const keys = path.split('.');
    let holder: unknown = record;
    for (const key of keys.slice(0, -1))
      holder = holder && typeof holder === 'object' ? (holder as Bag)[key] : undefined;
    if (holder && typeof holder === 'object') delete (holder as Bag)[keys[keys.length - 1]];
  }
  return record;
}

/**
 * One page of a filtered, sorted collection and the total it is part of, in one database command: a `$facet`
 * over the filter's matches (the page, and their count), instead of a find and a count that read the
 * collection twice. On the embedded engine each read of a collection costs time in proportion to its size,
 * so admin lists of a growing `orders` collection cost less this way (docs/performance.md).
 * The filter is cast by the schema as `find` would, and the paths the schema hides (`select: false`) are left
 * out of the records as `find` leaves them out.
 */
export async function findPage<T, R, Item>(
  model: Model<T>,
  query: PageQuery<T>,
  present: (record: R) => Item,
): Promise<Page<Item>> {
  const { filter, sort, page, limit, collation } = query;
  const match = model.find().cast(model, filter) as Record<string, unknown>;
  const [result] = await model.aggregate<{ items: R[]; total: Array<{ count: number }> }>(
    [
      { $match: match },
      {
        $facet: {
          items: [{ $sort: sort as Record<string, 1 | -1> }, { $skip: (page - 1) * limit }, { $limit: limit }],
          total: [{ $count: 'count' }],
        },
      },
    ],
    collation ? { collation } : {},
  );
  const hidden = hiddenPaths(model);
  const items = (result?.items ?? []).map((record) => present(withoutPaths(record as Bag, hidden) as R));
  return { items, pagination: paginate(page, limit, result?.total[0]?.count ?? 0) };
}
