import { Module } from '@nestjs/common';
import type { DocumentNode } from 'graphql';
import { LRUCache } from 'lru-cache';

/** What the parsed documents kept may weigh in all (see sizeOf); the least recently used go first. */
const MAX_BYTES = 4 * 1024 * 1024;
/** And how many there may be, whatever their size. */
const MAX_DOCUMENTS = 1_000;

/**
 * What a parsed document keeps alive: its syntax tree and, through the locations of its nodes, the whole
 * query text it was parsed from, comments included. Apollo's default store weighs only the tree (as JSON,
 * where locations are two numbers), so a short query behind a long comment looked small while it held the
 * whole text: distinct long queries grew the process without bound.
 */
export function sizeOf(document: DocumentNode): number {
  return (document.loc?.source.body.length ?? 0) + JSON.stringify(document).length;
}

/**
 * Apollo's store of parsed and validated documents (a repeated query skips parsing and validation), bounded
 * by count and by the bytes its documents hold, query text included.
 */
export class BoundedDocumentStore {
  private readonly documents = new LRUCache<string, DocumentNode>({
    max: MAX_DOCUMENTS,
    maxSize: MAX_BYTES,
    sizeCalculation: sizeOf,
  });

  async get(key: string): Promise<DocumentNode | undefined> {
    return this.documents.get(key);
  }

  async set(key: string, document: DocumentNode): Promise<void> {
    this.documents.set(key, document);
  }

  async delete(key: string): Promise<boolean> {
    return this.documents.delete(key);
  }

  /** How many documents are kept and what they weigh (tests). */
  get usage() {
    return { documents: this.documents.size, bytes: this.documents.calculatedSize };
  }

  static readonly MAX_BYTES = MAX_BYTES;
  static readonly MAX_DOCUMENTS = MAX_DOCUMENTS;
}

/** One store per app, handed to Apollo in app.module.ts and readable by tests. */
@Module({
  providers: [{ provide: BoundedDocumentStore, useFactory: () => new BoundedDocumentStore() }],
  exports: [BoundedDocumentStore],
})
export class GraphQLDocumentStoreModule {}
