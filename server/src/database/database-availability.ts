import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import type { EmbeddedStore } from './embedded-store';

/**
 * Whether the database can take requests now: the shop's connection is open (the driver marks it closed
 * when its heartbeat fails, within about 2 s of a MongoDB going away, and open again once it is back) and,
 * on the embedded engine, no engine restart is under way. While it cannot, API calls are answered 503 at
 * once (see refuseWhileDatabaseUnavailable) instead of waiting for the driver's server selection.
 */
@Injectable()
export class DatabaseAvailability {
  private store?: EmbeddedStore;

  constructor(@InjectConnection() private readonly connection: Connection) {}

  /** The embedded engine's store, whose restarts count as unavailable time. */
  watchStore(store: EmbeddedStore) {
    this.store = store;
  }

  get available(): boolean {
    if (this.store && this.store.state !== 'up') return false;
    return this.connection.readyState === 1;
  }
}
