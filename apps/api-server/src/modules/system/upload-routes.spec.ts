import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_MB } from '@medteach/contract';
import { loginAs, testServer } from '../../test-helpers';
import { NO_FILE, TOO_LARGE, TOO_MANY, WRONG_TYPE } from './upload-routes';

type Server = Awaited<ReturnType<typeof testServer>>;
let s: Server;
let auth: Record<string, string>;
beforeAll(async () => {
  s = await testServer();
  auth = await loginAs(s.app, 'student01');
});
afterAll(() => s.close());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const MB = 1024 * 1024;

interface Part {
  filename: string;
  data: Buffer;
  field?: string;
}
function multipart(parts: Part[]) {
  const boundary = '----medteach-test-boundary';
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${p.field ?? 'file'}"; filename="${p.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    p.data,
    Buffer.from('\r\n'),
  ]);
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const upload = (parts: Part[], headers = auth) => {
  const body = multipart(parts);
  return s.app.inject({ method: 'POST', url: '/api/file/upload', payload: body.payload, headers: { ...headers, ...body.headers } });
};
const storedFiles = () => readdirSync(s.ctx.config.uploadDir);

describe('POST /file/upload', () => {
  let before: string[];
  beforeEach(() => {
    before = storedFiles();
  });

  it('stores an image under a random name and serves it at data.url', async () => {
    const res = (await upload([{ filename: '头像.PNG', data: PNG }])).json();
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ name: '头像.PNG', size: PNG.length });
    expect(res.data.url).toMatch(/^\/file\/[0-9a-f]{32}\.png$/);
    const name = res.data.url.slice('/file/'.length);
    expect(readFileSync(join(s.ctx.config.uploadDir, name))).toEqual(PNG);
    const served = await s.app.inject({ method: 'GET', url: res.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(PNG);
  });

  it('stores up to 5 files and lists them all', async () => {
    const parts = Array.from({ length: 5 }, (_, i) => ({ filename: `${i}.txt`, data: Buffer.from(`第${i}份`) }));
    const res = (await upload(parts)).json();
    expect(res.data.files.map((f: { name: string }) => f.name)).toEqual(['0.txt', '1.txt', '2.txt', '3.txt', '4.txt']);
    expect(storedFiles().length - before.length).toBe(5);
  });

  it.each([
    ['an extension outside the whitelist', 'run.sh', Buffer.from('#!/bin/sh')],
    ['an image whose bytes are not an image', 'photo.jpg', Buffer.from('<script>alert(1)</script>')],
    ['a path trick', '../../etc/evil.png', PNG],
    ['a Windows path trick', '..\\evil.png', PNG],
    ['no extension', 'README', Buffer.from('x')],
  ])('refuses %s with 文件格式不正确 and stores nothing', async (_case, filename, data) => {
    const res = await upload([{ filename, data }]);
    expect(res.json()).toEqual({ code: 400, msg: WRONG_TYPE });
    expect(storedFiles()).toEqual(before);
  });

  it(`refuses a file of ${UPLOAD_MAX_MB} MB or more`, async () => {
    for (const size of [UPLOAD_MAX_MB * MB, UPLOAD_MAX_MB * MB + 10]) {
      const res = await upload([{ filename: 'big.txt', data: Buffer.alloc(size, 0x61) }]);
      expect(res.json()).toEqual({ code: 400, msg: TOO_LARGE });
    }
    expect(TOO_LARGE).toBe('上传文件大小不能超过 5 MB!');
    expect(storedFiles()).toEqual(before);
  });

  it('refuses more than 5 files, storing none of them', async () => {
    const parts = Array.from({ length: 6 }, (_, i) => ({ filename: `${i}.png`, data: PNG }));
    expect((await upload(parts)).json()).toEqual({ code: 400, msg: TOO_MANY });
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a request without a file part, and callers without a token', async () => {
    expect((await upload([{ filename: 'a.png', data: PNG, field: 'other' }])).json()).toEqual({ code: 400, msg: NO_FILE });
    expect((await s.app.inject({ method: 'POST', url: '/api/file/upload', headers: auth, payload: {} })).json()).toEqual({ code: 400, msg: NO_FILE });
    expect((await upload([{ filename: 'a.png', data: PNG }], {})).statusCode).toBe(401);
    expect(storedFiles()).toEqual(before);
  });
});
