import type { Kysely } from 'kysely';
import type { DB } from './tables';

/**
 * Anything that runs queries: the database or a transaction (a Kysely `Transaction<DB>` is a `Kysely<DB>` too).
 * Repositories and services take it first, so a caller can hand them its transaction.
 */
export type Queryable = Kysely<DB>;

/**
 * Runs `work` in a transaction of its own, or inside the caller's when `db` already is one (the seeding transaction,
 * an import's, a service composing several writes): Kysely refuses to open a transaction inside another.
 */
export const atomically = <T>(db: Queryable, work: (trx: Queryable) => Promise<T>): Promise<T> =>
  db.isTransaction ? work(db) : db.transaction().execute(work);
