import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_MB } from '@medteach/contract';
import { loginAs, testServer } from '../../test-helpers';
import { nowText } from '../../db/db';
import { clearConfigCache } from './config-store';
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

/**
 * Quotas and rates by role (an account could store any amount, as fast as it liked). The messages are written out
 * here so a drift in the server's texts is caught.
 */
describe('upload quotas, rates and free space', () => {
  const MINUTE = 60_000;
  const quotaFull = (mb: number) => `上传空间已满：每个账号最多保存 ${mb} MB 文件，请联系管理员`;
  const tooManyFiles = (n: number) => `上传过于频繁：10 分钟内最多上传 ${n} 个文件，请稍后再试`;
  const tooManyBytes = (mb: number) => `上传过于频繁：10 分钟内最多上传 ${mb} MB，请稍后再试`;
  const DISK_FULL = '服务器存储空间不足，暂时无法上传，请联系管理员';

  const userId = async (userName: string) =>
    (await s.db.selectFrom('sys_user').select('user_id').where('user_name', '=', userName).executeTakeFirstOrThrow()).user_id;
  /** Earlier uploads of `userName` (rows only: usage is counted from sys_file), `minutesAgo` old. */
  async function earlierUploads(userName: string, count: number, bytesEach: number, minutesAgo: number) {
    const owner = await userId(userName);
    const at = nowText(new Date(Date.now() - minutesAgo * MINUTE));
    const rows = Array.from({ length: count }, (_v, i) => ({ name: `earlier-${userName}-${minutesAgo}-${i}.png`, original_name: 'x.png', size: bytesEach, user_id: owner, create_time: at }));
    for (let i = 0; i < rows.length; i += 500) await s.db.insertInto('sys_file').values(rows.slice(i, i + 500)).execute();
  }
  const rowsOf = async (userName: string) =>
    (await s.db.selectFrom('sys_file').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', await userId(userName)).executeTakeFirstOrThrow()).n;
  async function setConfig(key: string, value: string) {
    await s.db.deleteFrom('sys_config').where('config_key', '=', key).execute();
    await s.db.insertInto('sys_config').values({ config_name: key, config_key: key, config_value: value }).execute();
    clearConfigCache(s.db);
  }
  async function dropConfig(key: string) {
    await s.db.deleteFrom('sys_config').where('config_key', '=', key).execute();
    clearConfigCache(s.db);
  }
  /** A refusal: the envelope with the message, and nothing stored (no file, no row). */
  async function refusedFor(userName: string, headers: Record<string, string>, parts: Part[], msg: string) {
    const files = storedFiles().sort();
    const rows = await rowsOf(userName);
    const res = await upload(parts, headers);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toEqual({ code: 500, msg });
    expect(storedFiles().sort()).toEqual(files);
    expect(await rowsOf(userName)).toBe(rows);
  }

  it('a student is held to 200 MB in all by default; a teacher (larger quota) is not', async () => {
    const student = await loginAs(s.app, 'student02');
    await earlierUploads('student02', 39, 5 * MB, 60 * 24);
    await earlierUploads('student02', 1, 5 * MB - 100, 60 * 25);
    expect((await upload([{ filename: 'a.png', data: PNG }], student)).json().code).toBe(200);
    await refusedFor('student02', student, [{ filename: 'b.png', data: PNG }], quotaFull(200));

    const teacher = await loginAs(s.app, 'teacher02');
    await earlierUploads('teacher02', 41, 5 * MB, 60 * 24);
    expect((await upload([{ filename: 'a.png', data: PNG }], teacher)).json().code).toBe(200);
  });

  it('a student uploads at most 30 files in 10 minutes; older uploads do not count; a teacher may upload more', async () => {
    const student = await loginAs(s.app, 'student03');
    await earlierUploads('student03', 40, 10, 11);
    await earlierUploads('student03', 28, 10, 2);
    expect((await upload([{ filename: 'a.png', data: PNG }], student)).json().code).toBe(200);
    await refusedFor('student03', student, [{ filename: 'b.png', data: PNG }, { filename: 'c.png', data: PNG }], tooManyFiles(30));
    expect((await upload([{ filename: 'b.png', data: PNG }], student)).json().code).toBe(200);
    await refusedFor('student03', student, [{ filename: 'c.png', data: PNG }], tooManyFiles(30));

    const teacher = await loginAs(s.app, 'teacher01');
    await earlierUploads('teacher01', 30, 10, 2);
    expect((await upload([{ filename: 'a.png', data: PNG }], teacher)).json().code).toBe(200);
  });

  it('a student uploads at most 60 MB in 10 minutes', async () => {
    const student = await loginAs(s.app, 'student04');
    await earlierUploads('student04', 12, 5 * MB, 3);
    await refusedFor('student04', student, [{ filename: 'a.png', data: PNG }], tooManyBytes(60));
  });

  it('the limits follow the sys.upload.* config keys', async () => {
    const student = await loginAs(s.app, 'student05');
    const big = Buffer.concat([PNG, Buffer.alloc(600 * 1024, 1)]);
    await setConfig('sys.upload.student.quotaMb', '1');
    try {
      expect((await upload([{ filename: 'a.png', data: big }], student)).json().code).toBe(200);
      await refusedFor('student05', student, [{ filename: 'b.png', data: big }], quotaFull(1));
      await setConfig('sys.upload.student.quotaMb', 'lots');
      expect((await upload([{ filename: 'b.png', data: big }], student)).json().code).toBe(200);
    } finally {
      await dropConfig('sys.upload.student.quotaMb');
    }
    await setConfig('sys.upload.student.windowFiles', '2');
    try {
      await refusedFor('student05', student, [{ filename: 'c.png', data: PNG }], tooManyFiles(2));
    } finally {
      await dropConfig('sys.upload.student.windowFiles');
    }
  });

  it('uploads racing each other never pass the limit together', async () => {
    const student = await loginAs(s.app, 'student06');
    await setConfig('sys.upload.student.windowFiles', '3');
    try {
      const answers = await Promise.all(Array.from({ length: 8 }, (_v, i) => upload([{ filename: `${i}.png`, data: PNG }], student)));
      const accepted = answers.filter((r) => r.json().code === 200);
      expect(accepted).toHaveLength(3);
      expect(await rowsOf('student06')).toBe(3);
      for (const r of answers) if (r.json().code !== 200) expect(r.json()).toEqual({ code: 500, msg: tooManyFiles(3) });
    } finally {
      await dropConfig('sys.upload.student.windowFiles');
    }
  });

  it('refuses when the disk would keep less than the reserve (sys.upload.reserveMb, sys.upload.reservePercent)', async () => {
    const admin = await loginAs(s.app, 'admin');
    await setConfig('sys.upload.reserveMb', String(1024 * 1024 * 1024)); // a petabyte: no disk here has that free
    try {
      await refusedFor('admin', admin, [{ filename: 'a.png', data: PNG }], DISK_FULL);
      await setConfig('sys.upload.reserveMb', '0');
      await setConfig('sys.upload.reservePercent', '100');
      await refusedFor('admin', admin, [{ filename: 'a.png', data: PNG }], DISK_FULL);
    } finally {
      await dropConfig('sys.upload.reserveMb');
      await dropConfig('sys.upload.reservePercent');
    }
    expect((await upload([{ filename: 'a.png', data: PNG }], admin)).json().code).toBe(200);
  });
});
