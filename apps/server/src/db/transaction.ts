import type { Database, Tx } from './client';

/** Runs `work` in one transaction: every write in it lands together or not at all. */
export function inTransaction<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(work);
}
