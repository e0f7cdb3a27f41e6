/**
 * Uploads (issue 9 "Reliability"): hostile files are refused with the spec §5 messages and nothing reaches the
 * upload folder or `sys_file`. Complements modules/system/upload-routes.spec.ts (size and count limits).
 */
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_FILES, UPLOAD_MAX_MB } from '@medteach/contract';
import { loginAs, testServer } from '../src/test-helpers';
import { rowCounts } from './support/discovered-server';

type Server = Awaited<ReturnType<typeof testServer>>;
const URL = '/api/file/upload';
// Spec §5 messages, written out here so a drift in the server's constants is caught.
const WRONG_TYPE = '文件格式不正确';
const TOO_LARGE = `上传文件大小不能超过 ${UPLOAD_MAX_MB} MB!`;
const TOO_MANY = `上传文件数量不能超过 ${UPLOAD_MAX_FILES} 个!`;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 7)]);
const WINDOWS_EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62, 0)]);
const HTML_PAGE = Buffer.from('<!doctype html><script>window.__xss=1</script>');
const SVG_ONLOAD = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="window.__xss=1"/>');

interface Part {
  filename: Buffer | string;
  data: Buffer;
}

/** A multipart body built by hand, so file names can carry bytes a form library would clean up (NUL, CR). */
function multipart(parts: Part[]) {
  const boundary = '----medteach-prove-it';
  const chunks = parts.flatMap((p) => [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="`),
    Buffer.isBuffer(p.filename) ? p.filename : Buffer.from(p.filename, 'utf8'),
    Buffer.from('"\r\nContent-Type: image/png\r\n\r\n'),
    p.data,
    Buffer.from('\r\n'),
  ]);
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('hostile uploads are refused and nothing is stored', () => {
  let s: Server;
  let auth: Record<string, string>;
  beforeAll(async () => {
    s = await testServer();
    auth = await loginAs(s.app, 'student01');
  });
  afterAll(() => s.close());

  async function refused(parts: Part[], msg: string) {
    const files = readdirSync(s.ctx.config.uploadDir).sort();
    const rows = (await rowCounts(s.ctx.db)).sys_file;
    const body = multipart(parts);
    const res = await s.app.inject({ method: 'POST', url: URL, headers: { ...auth, 'content-type': body.contentType }, payload: body.payload });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toEqual({ code: 400, msg });
    expect(readdirSync(s.ctx.config.uploadDir).sort()).toEqual(files);
    expect((await rowCounts(s.ctx.db)).sys_file).toBe(rows);
  }

  it.each([
    ['parent-directory path', '../../etc/passwd.png'],
    ['Windows path', '..\\..\\boot.png'],
    ['absolute path', '/etc/cron.d/x.png'],
    ['double extension ending in exe', 'photo.png.exe'],
    ['no extension', 'png'],
    ['hidden-file name', '.png'],
    ['script extension', 'x.html'],
    ['svg (not an allowed type)', 'x.svg'],
    ['overlong name', `${'a'.repeat(300)}.png`],
  ])('%s (%s) → 文件格式不正确', async (_why, filename) => {
    await refused([{ filename, data: PNG }], WRONG_TYPE);
  });

  it('a NUL byte or a line break inside the file name → 文件格式不正确', async () => {
    await refused([{ filename: Buffer.from('a.php\u0000.png', 'latin1'), data: PNG }], WRONG_TYPE);
    await refused([{ filename: 'a\r\n.png', data: PNG }], WRONG_TYPE);
  });

  it.each([
    ['a Windows program', 'x.png', WINDOWS_EXE],
    ['an HTML page', 'x.jpg', HTML_PAGE],
    ['an SVG with onload', 'x.png', SVG_ONLOAD],
    ['a PNG named pdf', 'x.pdf', PNG],
    ['an empty file', 'x.png', Buffer.alloc(0)],
  ])('%s behind an image or document extension (wrong magic bytes) → 文件格式不正确', async (_why, filename, data) => {
    await refused([{ filename, data }], WRONG_TYPE);
  });

  it('one bad file among good ones → the whole upload is refused, none stored', async () => {
    await refused([{ filename: 'a.png', data: PNG }, { filename: 'b.png', data: WINDOWS_EXE }, { filename: 'c.png', data: PNG }], WRONG_TYPE);
  });

  it(`more than ${UPLOAD_MAX_FILES} files → ${TOO_MANY}`, async () => {
    await refused(Array.from({ length: UPLOAD_MAX_FILES + 1 }, (_v, i) => ({ filename: `p${i}.png`, data: PNG })), TOO_MANY);
  });

  it(`a file over ${UPLOAD_MAX_MB} MB → ${TOO_LARGE}`, async () => {
    await refused([{ filename: 'big.png', data: Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_MB * 1024 * 1024, 1)]) }], TOO_LARGE);
  });

  it('a stored file is served back with nosniff under a server-chosen name, never the client name', async () => {
    const body = multipart([{ filename: 'scan.png', data: PNG }]);
    const res = await s.app.inject({ method: 'POST', url: URL, headers: { ...auth, 'content-type': body.contentType }, payload: body.payload });
    const { url } = res.json().data as { url: string };
    expect(url).toMatch(/^\/file\/[0-9a-f]{32}\.png$/);
    const served = await s.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('the file route does not walk out of the upload folder', async () => {
    for (const url of ['/file/../../etc/passwd', '/file/..%2f..%2fetc%2fpasswd', '/file/%2e%2e/%2e%2e/etc/passwd']) {
      const res = await s.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.body, url).not.toContain('root:');
    }
  });

  it('uploads go through the file store interface (issue 15: object storage can replace the local folder): another store receives the file and the answer names it; a failing store stores and records nothing', async () => {
    const local = s.ctx.files;
    const kept = new Map<string, Buffer>();
    s.ctx.files = { put: async (name, data) => void kept.set(name, data), remove: async (name) => void kept.delete(name) };
    try {
      const body = multipart([{ filename: 'scan.png', data: PNG }]);
      const ok = (await s.app.inject({ method: 'POST', url: URL, headers: { ...auth, 'content-type': body.contentType }, payload: body.payload })).json();
      expect(ok.code).toBe(200);
      expect([...kept.keys()].map((name) => `/file/${name}`)).toEqual([ok.data.url]);
      expect(kept.get(ok.data.url.slice('/file/'.length))).toEqual(PNG);
      expect(readdirSync(s.ctx.config.uploadDir).some((f) => ok.data.url.endsWith(f))).toBe(false);

      const rows = (await rowCounts(s.db)).sys_file;
      s.ctx.files = { put: async () => Promise.reject(new Error('store down')), remove: async () => undefined };
      const failed = await s.app.inject({ method: 'POST', url: URL, headers: { ...auth, 'content-type': body.contentType }, payload: body.payload });
      expect(failed.json()).toEqual({ code: 500, msg: '系统未知错误，请反馈给管理员' });
      expect((await rowCounts(s.db)).sys_file).toBe(rows);
    } finally {
      s.ctx.files = local;
    }
  });
});
