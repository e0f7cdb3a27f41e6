import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowText } from '../../db/db';
import { testServer } from '../../test-helpers';
import { sqlAll, sqlRun } from '../../../test/support/raw-sql';
import { clearConfigCache } from './config-store';
import { LogWriter } from './log-writer';
import { removeOrphanUploads, scheduleUploadCleanup } from './upload-cleanup';
import { UPLOAD_NAME } from './upload-names';

type Server = Awaited<ReturnType<typeof testServer>>;
const HOUR = 60 * 60 * 1000;
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(16, 3)]);

/**
 * Uploads nothing refers to (a form abandoned after its upload, a replaced avatar) are removed once older than the
 * grace period; anything any table still names, and the seeded media, stay.
 */
describe('orphan upload cleanup', () => {
  let s: Server;
  let uploader: number;
  beforeAll(async () => {
    s = await testServer();
    uploader = (await s.db.selectFrom('sys_user').select('user_id').where('user_name', '=', 'student01').executeTakeFirstOrThrow()).user_id;
  });
  afterAll(() => s.close());

  /** An upload as the upload route stores it (file and row), made `hoursAgo` hours ago. */
  async function upload(hoursAgo: number) {
    const name = `${randomBytes(16).toString('hex')}.png`;
    await s.ctx.files.put(name, PNG);
    await s.db.insertInto('sys_file').values({ name, original_name: '图.png', size: PNG.length, user_id: uploader, create_time: nowText(new Date(Date.now() - hoursAgo * HOUR)) }).execute();
    return name;
  }
  const onDisk = (name: string) => existsSync(join(s.ctx.config.uploadDir, name));
  const recorded = async (name: string) => !!(await s.db.selectFrom('sys_file').select('name').where('name', '=', name).executeTakeFirst());
  const kept = async (name: string) => onDisk(name) && (await recorded(name));
  const gone = async (name: string) => !onDisk(name) && !(await recorded(name));
  async function setConfig(key: string, value: string | null) {
    await s.db.deleteFrom('sys_config').where('config_key', '=', key).execute();
    if (value !== null) await s.db.insertInto('sys_config').values({ config_name: key, config_key: key, config_value: value }).execute();
    clearConfigCache(s.db);
  }
  /** Every file under the upload folder, subfolders included (the seeded media live in both). */
  const allFiles = (dir = s.ctx.config.uploadDir): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? allFiles(join(dir, e.name)) : [relative(s.ctx.config.uploadDir, join(dir, e.name))]));

  it('removes an upload nothing names once it is older than 24 hours (file and row); a younger one stays', async () => {
    const old = await upload(25);
    const young = await upload(23);
    expect(await removeOrphanUploads(s.db, s.ctx.files)).toBeGreaterThanOrEqual(1);
    expect(await gone(old)).toBe(true);
    expect(await kept(young)).toBe(true);
  });

  it('keeps uploads named by a question, an avatar or homework — as a path, in rich text, behind a file host or JSON-escaped', async () => {
    const [inQuestion, inStem, inAvatar, behindHost, escaped, inHomework] = await Promise.all([25, 25, 25, 25, 25, 25].map(upload));
    const question = (await s.db.selectFrom('qb_question').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    await s.db.updateTable('qb_question').set({ file_url: `/file/qb-x.png,/file/${inQuestion}`, content: `<p>看图<img src="/file/${inStem}"></p>` }).where('id', '=', question).execute();
    await s.db.updateTable('sys_user').set({ avatar: `https://cdn.example.com/file/${behindHost}` }).where('user_id', '=', uploader).execute();
    await s.db.updateTable('sys_user').set({ avatar: `/file/${inAvatar}` }).where('user_name', '=', 'student02').execute();
    await s.db.updateTable('agreement').set({ content: JSON.stringify({ src: `/file/${escaped}` }).replaceAll('/', '\\/') }).where('id', '=', 1).execute();
    const lesson = (await s.db.selectFrom('teaching_plan_detail').select('plan_detail_id').orderBy('plan_detail_id').executeTakeFirstOrThrow()).plan_detail_id;
    await s.db.insertInto('teaching_homework_file').values({ plan_detail_id: lesson, user_id: uploader, file_name: '作业.png', file_url: `/file/${inHomework}`, file_size: PNG.length }).execute();

    await removeOrphanUploads(s.db, s.ctx.files);
    for (const [what, name] of Object.entries({ inQuestion, inStem, inAvatar, behindHost, escaped, inHomework })) expect(await kept(name), what).toBe(true);
  });

  it('a log entry naming an upload is no reference', async () => {
    const name = await upload(25);
    await s.app.logWriter.idle();
    await s.db.insertInto('sys_oper_log').values({ title: '上传', oper_param: `{"url":"/file/${name}"}`, json_result: `/file/${name}` }).execute();
    await s.db.insertInto('sys_logininfor').values({ user_name: `/file/${name}` }).execute();
    await removeOrphanUploads(s.db, s.ctx.files);
    expect(await gone(name)).toBe(true);
  });

  it('never removes the seeded media, nor any file the upload route did not name (subfolders, other names)', async () => {
    const before = allFiles();
    expect(before.some((f) => f.includes('/'))).toBe(true);
    // Even recorded as old uploads and named by nothing, media and files of other names are not the cleanup's.
    const topLevel = before.filter((f) => !f.includes('/') && !UPLOAD_NAME.test(f));
    const subfolder = before.find((f) => f.includes('/')) as string;
    writeFileSync(join(s.ctx.config.uploadDir, 'notes.txt'), 'keep me');
    const strangers = [...topLevel.slice(0, 3), subfolder, 'notes.txt', '../outside.png'];
    await s.db.insertInto('sys_file').values(strangers.map((name) => ({ name, original_name: name, size: 1, user_id: null, create_time: '2000-01-01 00:00:00' }))).execute();
    const orphan = await upload(25);

    await removeOrphanUploads(s.db, s.ctx.files, new Date(Date.now() + 10 * 365 * 24 * HOUR));
    expect(await gone(orphan)).toBe(true);
    const notUploads = (files: string[]) => files.filter((f) => !UPLOAD_NAME.test(f)).sort();
    expect(notUploads(allFiles())).toEqual(notUploads([...before, 'notes.txt']));
    for (const name of strangers) expect(await recorded(name), name).toBe(true);
  });

  it('follows sys.upload.orphanGraceHours; 0 turns the cleanup off', async () => {
    await setConfig('sys.upload.orphanGraceHours', '48');
    try {
      const [h25, h49] = [await upload(25), await upload(49)];
      await removeOrphanUploads(s.db, s.ctx.files);
      expect(await kept(h25)).toBe(true);
      expect(await gone(h49)).toBe(true);
      await setConfig('sys.upload.orphanGraceHours', '0');
      const ancient = await upload(10_000);
      expect(await removeOrphanUploads(s.db, s.ctx.files)).toBe(0);
      expect(await kept(ancient)).toBe(true);
      await setConfig('sys.upload.orphanGraceHours', 'soon');
      await removeOrphanUploads(s.db, s.ctx.files);
      expect(await gone(ancient)).toBe(true);
      expect(await gone(h25)).toBe(true);
    } finally {
      await setConfig('sys.upload.orphanGraceHours', null);
    }
  });

  it('instances cleaning at the same time remove each orphan once, without errors', async () => {
    await removeOrphanUploads(s.db, s.ctx.files);
    const orphans = await Promise.all(Array.from({ length: 6 }, () => upload(30)));
    const removed = await Promise.all([1, 2, 3].map(() => removeOrphanUploads(s.db, s.ctx.files)));
    expect(removed.reduce((a, b) => a + b, 0)).toBe(orphans.length);
    for (const name of orphans) expect(await gone(name)).toBe(true);
  });

  it('a file the store cannot remove keeps its row (the run reports it), so a later run tries again', async () => {
    const name = await upload(25);
    const store = { put: s.ctx.files.put.bind(s.ctx.files), remove: async () => Promise.reject(new Error('store down')) };
    await expect(removeOrphanUploads(s.db, store)).rejects.toThrow(/could not be removed/);
    expect(await kept(name)).toBe(true);
    await removeOrphanUploads(s.db, s.ctx.files);
    expect(await gone(name)).toBe(true);
  });

  it('runs when the server is ready and then periodically', async () => {
    const app = Fastify();
    app.decorate('ctx', s.ctx);
    app.decorate('logWriter', new LogWriter(app.log));
    scheduleUploadCleanup(app, 50);
    const atStart = await upload(25);
    await app.ready();
    await app.logWriter.idle();
    expect(await gone(atStart)).toBe(true);
    const later = await upload(25);
    await expect.poll(() => gone(later), { timeout: 5000 }).toBe(true);
    await app.close();
  });

  // Last: it writes a file URL into every text column of the demo data.
  it('keeps an upload named in any text column of any table (nothing to list when a new column holds files)', async () => {
    const columns: string[] = [];
    const names = new Map<string, string>();
    for (const table of await s.db.introspection.getTables()) {
      if (table.isView || ['sys_file', 'sys_oper_log', 'sys_logininfor'].includes(table.name)) continue;
      const [{ n }] = await sqlAll<{ n: number }>(s.db, `SELECT COUNT(*) AS n FROM "${table.name}"`);
      if (!Number(n)) continue;
      for (const column of table.columns.filter((c) => /text|char/i.test(c.dataType))) {
        const name = await upload(25);
        try {
          await sqlRun(s.db, `UPDATE "${table.name}" SET "${column.name}" = COALESCE("${column.name}", '') || ?`, ` /file/${name}`);
        } catch {
          continue; // a CHECK or UNIQUE column: it holds no file URLs
        }
        columns.push(`${table.name}.${column.name}`);
        names.set(`${table.name}.${column.name}`, name);
      }
    }
    expect(columns).toEqual(expect.arrayContaining([
      'qb_question.file_url', 'qb_question.content', 'qb_question.analysis', 'sys_user.avatar', 'agreement.content',
      'exam_skill_question_detail.file_url', 'exam_skill_question_part.description_file_url', 'knowledge_item.video_url',
      'online_course.certificate_file_url', 'online_course_resource.file_url', 'product_info.icon_url', 'product_info.introduce_urls',
      'teaching_homework_file.file_url', 'teaching_material.file_url', 'teaching_homework.homework_content', 'sys_config.config_value',
    ]));
    await removeOrphanUploads(s.db, s.ctx.files);
    for (const [column, name] of names) expect(await kept(name), column).toBe(true);
  });
});
