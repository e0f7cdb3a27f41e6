/**
 * Issue 13 §1 "nothing depends on what happens to be installed": a fresh server on a machine with no programs on
 * its PATH serves every file the seed links to. The room screen's CPR video used to be encoded by /usr/bin/ffmpeg on
 * start, which only one machine had; everywhere else `/file/station/cpr.mp4` answered 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer } from '../src/test-helpers';
import { sqlAll } from './support/raw-sql';

type Server = Awaited<ReturnType<typeof testServer>>;

/** `/file/…` paths quoted anywhere in the seeded text columns (question attachments, videos, banners, stations…). */
async function seededFileUrls(s: Server): Promise<string[]> {
  const urls = new Set<string>();
  for (const table of await s.ctx.db.introspection.getTables()) {
    for (const column of table.columns.filter((c) => /text|char/i.test(c.dataType))) {
      const rows = await sqlAll<{ v: string }>(s.ctx.db, `SELECT "${column.name}" AS v FROM "${table.name}" WHERE "${column.name}" LIKE ?`, '%/file/%');
      for (const { v } of rows) for (const m of v.matchAll(/\/file\/[\w./-]+\.[a-z0-9]+/gi)) urls.add(m[0]);
    }
  }
  return [...urls].sort();
}

const EXPECTED_TYPE: Record<string, RegExp> = {
  mp4: /^video\/mp4/,
  mp3: /^audio\/mpeg/,
  wav: /^audio\/(wav|wave|x-wav)/,
  png: /^image\/png/,
  svg: /^image\/svg\+xml/,
  pdf: /^application\/pdf/,
};

describe('seeded media on a machine with nothing installed', () => {
  let s: Server;
  const savedPath = process.env.PATH;

  beforeAll(async () => {
    // No program can be found while the server starts and seeds: whatever it needs must come from the repository.
    process.env.PATH = '';
    try {
      s = await testServer();
    } finally {
      process.env.PATH = savedPath;
    }
  });
  afterAll(async () => {
    await s?.close();
  });

  it('links the station media, the CPR video among them', async () => {
    const urls = await seededFileUrls(s);
    expect(urls).toEqual(expect.arrayContaining(['/file/station/cpr.mp4', '/file/station/ecg.png', '/file/station/heart-sound.wav']));
    expect(urls.length).toBeGreaterThan(10);
  });

  it('serves every seeded file, non-empty and of its own type, right after start', async () => {
    const missing: string[] = [];
    for (const url of await seededFileUrls(s)) {
      const res = await s.app.inject({ method: 'GET', url });
      const ext = url.slice(url.lastIndexOf('.') + 1).toLowerCase();
      const typeOk = EXPECTED_TYPE[ext]?.test(String(res.headers['content-type'])) ?? true;
      if (res.statusCode !== 200 || res.rawPayload.length === 0 || !typeOk) missing.push(`${url} → ${res.statusCode} ${res.headers['content-type']} ${res.rawPayload.length} B`);
    }
    expect(missing).toEqual([]);
  });

  it('the CPR video is a real MP4 (ISO base media: an ftyp box first)', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/file/station/cpr.mp4' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(res.rawPayload.length).toBeGreaterThan(1000);
  });
});
