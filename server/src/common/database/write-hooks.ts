import type { Schema } from 'mongoose';

/** Every Mongoose write operation, as query or document middleware (insertMany and bulkWrite are model middleware). */
const QUERY_WRITES = [
  'updateOne',
  'updateMany',
  'replaceOne',
  'findOneAndUpdate',
  'findOneAndReplace',
  'findOneAndDelete',
  'deleteOne',
  'deleteMany',
] as const;
const DOCUMENT_WRITES = ['save', 'updateOne', 'deleteOne'] as const;

/**
 * Calls `onWrite` before and after every write through a model of `schema`, failed writes included: what is kept
 * in memory beside a collection (an answer cache, an index, cached accounts) is dropped before the write starts
 * and again once it has ended, so a read that overlapped the write is never kept as current.
 */
export function onEveryWrite(schema: Schema, onWrite: () => void): void {
  const failed = { errorHandler: true };
  schema.pre([...QUERY_WRITES], { query: true, document: false }, onWrite);
  schema.post([...QUERY_WRITES], { query: true, document: false }, onWrite);
  schema.post([...QUERY_WRITES], { query: true, document: false, ...failed }, onWrite);
  schema.pre([...DOCUMENT_WRITES], { query: false, document: true }, onWrite);
  schema.post([...DOCUMENT_WRITES], { query: false, document: true }, onWrite);
  schema.post([...DOCUMENT_WRITES], { query: false, document: true, ...failed }, onWrite);
  schema.pre('insertMany', onWrite);
  schema.post('insertMany', onWrite);
  schema.post('insertMany', failed, onWrite);
  schema.pre('bulkWrite', onWrite);
  schema.post('bulkWrite', onWrite);
  schema.post('bulkWrite', failed, onWrite);
}
