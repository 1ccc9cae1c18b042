import type { Query, Schema } from 'mongoose';

/** Every Mongoose write operation, as query or document middleware (insertMany and bulkWrite are model middleware). */
export const QUERY_WRITES = [
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
 * What a hook is told about the write it sees, for those that can do less for some writes (the search index
 * for stock moves): a query's operation, filter, update and options; a bulk write's operations before it
 * runs (Mongoose does not hand them to the hooks after); nothing more for the others.
 */
export type WriteSeen =
  | {
      kind: 'query';
      op: string;
      filter: Record<string, unknown>;
      update: unknown;
      options: Record<string, unknown>;
    }
  | { kind: 'bulkWrite'; phase: 'before'; ops: unknown[] }
  | { kind: 'bulkWrite'; phase: 'after' }
  | { kind: 'other' };

const OTHER: WriteSeen = { kind: 'other' };

/**
 * Calls `onWrite` before and after every write through a model of `schema`, failed writes included: what is kept
 * in memory beside a collection (an answer cache, an index, cached accounts) is dropped before the write starts
 * and again once it has ended, so a read that overlapped the write is never kept as current.
 *
 * The hooks declare no parameters (Mongoose's hooks runner reads a function's arity: one more parameter than the
 * arguments would make it wait for a callback, two more would make it an error handler).
 */
export function onEveryWrite(schema: Schema, onWrite: (write: WriteSeen) => void): void {
  const failed = { errorHandler: true };
  const query = function (this: Query<unknown, unknown>) {
    onWrite({
      kind: 'query',
      op: (this as unknown as { op?: string }).op ?? '',
      filter: this.getFilter(),
      update: this.getUpdate(),
      options: this.getOptions(),
    });
  };
  const other = () => onWrite(OTHER);
  const bulkBefore = (...args: unknown[]) =>
    onWrite({ kind: 'bulkWrite', phase: 'before', ops: Array.isArray(args[0]) ? args[0] : [] });
  const bulkAfter = () => onWrite({ kind: 'bulkWrite', phase: 'after' });
  schema.pre([...QUERY_WRITES], { query: true, document: false }, query);
  schema.post([...QUERY_WRITES], { query: true, document: false }, query);
  schema.post([...QUERY_WRITES], { query: true, document: false, ...failed }, query);
  schema.pre([...DOCUMENT_WRITES], { query: false, document: true }, other);
  schema.post([...DOCUMENT_WRITES], { query: false, document: true }, other);
  schema.post([...DOCUMENT_WRITES], { query: false, document: true, ...failed }, other);
  schema.pre('insertMany', other);
  schema.post('insertMany', other);
  schema.post('insertMany', failed, other);
  schema.pre('bulkWrite', bulkBefore);
  schema.post('bulkWrite', bulkAfter);
  schema.post('bulkWrite', failed, bulkAfter);
}
