/**
 * The REST door speaks the specification's shapes: `_id` instead of `id`. These adapt the services'
 * objects and nothing else.
 */
export function withMongoId<T extends { id: string }>(entity: T): Omit<T, 'id'> & { _id: string } {
  const { id, ...rest } = entity;
  return { _id: id, ...rest };
}

/** An account in the specification's shape; a staff member's also carries their staff role and permissions. */
export function toRestUser<T extends { id: string; role: string; staffRole?: unknown; permissions?: unknown }>(
  user: T,
) {
  const { staffRole, permissions, ...rest } = withMongoId(user);
  return user.role === 'admin' ? { ...rest, staffRole, permissions } : rest;
}
