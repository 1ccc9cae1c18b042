/**
 * The REST door speaks the specification's shapes: `_id` instead of `id`. These adapt the services'
 * objects and nothing else.
 */
export function withMongoId<T extends { id: string }>(entity: T): Omit<T, 'id'> & { _id: string } {
  const { id, ...rest } = entity;
  return { _id: id, ...rest };
}

export const toRestUser = withMongoId;
