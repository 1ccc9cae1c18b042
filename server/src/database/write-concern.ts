/**
 * The write concern of writes that must survive a crash, on MongoDB (MONGODB_URI): acknowledged once a
 * majority of the replica set has them in its journal (on a single server: once it is in its journal). The
 * embedded engine takes it and keeps such writes by the store's own journal instead.
 */
export const DURABLE_WRITE_CONCERN = { w: 'majority', j: true } as const;
