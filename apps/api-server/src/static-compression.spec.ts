import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer } from './test-helpers';

// Issue 9: the built apps travel compressed (the .br/.gz files the app builds write beside each asset).
describe('built apps are served pre-compressed', () => {
  const script = 'console.log("学习");\n'.repeat(500);
  const page = '<!doctype html><html lang="zh-CN"><body><div id="root"></div></body></html>\n'.repeat(20);
  let staticDir: string;
  let server: Awaited<ReturnType<typeof testServer>>;

  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'medteach-static-'));
    const write = (path: string, text: string, compressed = true) => {
      writeFileSync(path, text);
      if (!compressed) return;
      writeFileSync(`${path}.br`, brotliCompressSync(text));
      writeFileSync(`${path}.gz`, gzipSync(text));
    };
    mkdirSync(join(staticDir, 'learner-h5', 'assets'), { recursive: true });
    mkdirSync(join(staticDir, 'landing-pages', 'root'), { recursive: true });
    write(join(staticDir, 'learner-h5', 'index.html'), page);
    write(join(staticDir, 'learner-h5', 'assets', 'index-abc.js'), script);
    write(join(staticDir, 'learner-h5', 'assets', 'plain-def.js'), script, false);
    write(join(staticDir, 'landing-pages', 'root', 'index.html'), page);
    server = await testServer({ staticDir });
  });
  afterAll(async () => {
    await server.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    server.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends brotli to browsers that accept it, gzip to those that only take gzip', async () => {
    const br = await get('/learner/assets/index-abc.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await get('/learner/assets/index-abc.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
  });

  it('sends the plain file without Accept-Encoding, or when no compressed copy exists', async () => {
    const plain = await get('/learner/assets/index-abc.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    const notCompressed = await get('/learner/assets/plain-def.js', 'br');
    expect(notCompressed.headers['content-encoding']).toBeUndefined();
    expect(notCompressed.body).toBe(script);
  });

  it('compresses the index pages too, keeping the security headers', async () => {
    for (const url of ['/learner/', '/']) {
      const res = await get(url, 'br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(page);
    }
  });
});
