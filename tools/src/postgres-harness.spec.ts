/**
 * The throwaway PostgreSQL of the test harness (issue 15): started in a temporary folder on a free loopback port,
 * answering queries, and gone — process, port and folder — after stop().
 */
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import pg from 'pg';
import { findPostgresBin, startThrowawayPostgres } from '../lib/postgres.mjs';

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

describe('throwaway PostgreSQL', () => {
  it('PG_BIN names the binaries explicitly; a folder without initdb is not taken', () => {
    expect(findPostgresBin({ PG_BIN: '/nonexistent' })).toBeNull();
  });

  it('starts a fresh cluster (≥ 15, UTF8), answers, and leaves nothing behind', async () => {
    const cluster = await startThrowawayPostgres();
    expect(cluster.url).toMatch(/^postgres:\/\/postgres@127\.0\.0\.1:\d+\/postgres$/);
    const client = new pg.Client({ connectionString: cluster.url });
    try {
      await client.connect();
      const { rows } = await client.query<{ v: string; enc: string }>("SELECT current_setting('server_version_num') AS v, pg_encoding_to_char(encoding) AS enc FROM pg_database WHERE datname = 'postgres'");
      expect(Number(rows[0].v)).toBeGreaterThanOrEqual(150000);
      expect(rows[0].enc).toBe('UTF8');
      // Nothing of a previous run: a fresh cluster has no tables of ours.
      const tables = await client.query("SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'");
      expect(tables.rows[0].n).toBe(0);
    } finally {
      await client.end();
      await cluster.stop();
    }
    expect(existsSync(cluster.dir)).toBe(false);
    expect(await portOpen(cluster.port)).toBe(false);
  });
});
