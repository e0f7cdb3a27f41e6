/**
 * Tells per-instance caches that a table they copy was written, once the write is visible to other connections
 * (issue 15: the answer call reads a question and a purchase from memory instead of the database). Every query
 * Kysely runs passes through this driver wrapper, whichever module built it (builder or `sql` tag), so a cache need
 * not rely on every writer of its tables remembering to invalidate it. Listeners run when the connection that wrote
 * is released — after the commit of a transaction, after the statement outside one — and the caller's query or
 * transaction resolves only after they have run (so a listener may publish on the bus before the writer answers).
 */
import type { DatabaseConnection, Dialect, Driver, Kysely, QueryResult, CompiledQuery } from 'kysely';

export type WriteListener = (tables: ReadonlySet<string>) => void | Promise<void>;

/** `insert into t`, `update t`, `delete from t` anywhere in a statement (CTEs included); quoted or not. */
const WRITE_TARGET = /\b(?:insert\s+into|update|delete\s+from)\s+"?([A-Za-z_][\w]*)"?/gi;
/** Statements whose text may write: anything not starting with SELECT (most queries are reads). */
const READ_ONLY = /^\s*select\b/i;
/** Tables written per SQL text (texts are mostly the builders' fixed shapes); bounded. */
const TARGETS_CACHE_MAX = 2_000;

export class WriteWatch {
  private readonly listeners = new Set<{ tables: ReadonlySet<string>; listener: WriteListener }>();
  /** Every table some listener watches: a statement writing none of them costs one Map lookup. */
  private watched = new Set<string>();
  private readonly targetsBySql = new Map<string, readonly string[]>();
  /** Watched tables written on a connection since it was acquired. */
  private readonly pending = new WeakMap<DatabaseConnection, Set<string>>();
  private readonly patched = new WeakSet<DatabaseConnection>();

  /** Calls `listener` with the watched tables a released connection wrote; returns the unsubscribe function. */
  onCommittedWrite(tables: readonly string[], listener: WriteListener): () => void {
    const entry = { tables: new Set(tables), listener };
    this.listeners.add(entry);
    this.rebuildWatched();
    return () => {
      this.listeners.delete(entry);
      this.rebuildWatched();
    };
  }

  /** A dialect whose connections report their writes to this watch. */
  dialect(inner: Dialect): Dialect {
    return {
      createAdapter: () => inner.createAdapter(),
      createQueryCompiler: () => inner.createQueryCompiler(),
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
      createIntrospector: (db: Kysely<any>) => inner.createIntrospector(db),
      createDriver: () => this.driver(inner.createDriver()),
    };
  }

  private rebuildWatched() {
    this.watched = new Set([...this.listeners].flatMap((l) => [...l.tables]));
  }

  private targets(text: string): readonly string[] {
    let found = this.targetsBySql.get(text);
    if (found) return found;
    found = READ_ONLY.test(text) ? [] : [...new Set(Array.from(text.matchAll(WRITE_TARGET), (m) => m[1].toLowerCase()))];
    if (this.targetsBySql.size >= TARGETS_CACHE_MAX) this.targetsBySql.clear();
    this.targetsBySql.set(text, found);
    return found;
  }

  private note(connection: DatabaseConnection, query: CompiledQuery) {
    if (this.watched.size === 0) return;
    for (const table of this.targets(query.sql)) {
      if (!this.watched.has(table)) continue;
      let tables = this.pending.get(connection);
      if (!tables) this.pending.set(connection, (tables = new Set()));
      tables.add(table);
    }
  }

  /** Connections live as long as their pool entry: patched once, the way Kysely adds its own query logging. */
  private patch(connection: DatabaseConnection) {
    if (this.patched.has(connection)) return;
    this.patched.add(connection);
    const executeQuery = connection.executeQuery.bind(connection);
    const streamQuery = connection.streamQuery.bind(connection);
    connection.executeQuery = <R>(query: CompiledQuery): Promise<QueryResult<R>> => {
      this.note(connection, query);
      return executeQuery<R>(query);
    };
    connection.streamQuery = <R>(query: CompiledQuery, chunkSize?: number) => {
      this.note(connection, query);
      return streamQuery<R>(query, chunkSize);
    };
  }

  private async released(connection: DatabaseConnection) {
    const tables = this.pending.get(connection);
    if (!tables) return;
    this.pending.delete(connection);
    const calls = [...this.listeners].filter((l) => [...tables].some((t) => l.tables.has(t))).map((l) => l.listener(tables));
    // A failing listener (a lost bus connection) must not fail a write that has committed; caches have a TTL.
    await Promise.allSettled(calls);
  }

  private driver(inner: Driver): Driver {
    return {
      init: () => inner.init(),
      acquireConnection: async () => {
        const connection = await inner.acquireConnection();
        this.patch(connection);
        return connection;
      },
      beginTransaction: (c, settings) => inner.beginTransaction(c, settings),
      commitTransaction: (c) => inner.commitTransaction(c),
      rollbackTransaction: (c) => inner.rollbackTransaction(c),
      savepoint: inner.savepoint && ((c, name, compile) => inner.savepoint!(c, name, compile)),
      rollbackToSavepoint: inner.rollbackToSavepoint && ((c, name, compile) => inner.rollbackToSavepoint!(c, name, compile)),
      releaseSavepoint: inner.releaseSavepoint && ((c, name, compile) => inner.releaseSavepoint!(c, name, compile)),
      releaseConnection: async (c) => {
        await inner.releaseConnection(c);
        await this.released(c);
      },
      destroy: () => inner.destroy(),
    };
  }
}
