import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Role } from '@medteach/contract';
import { loginAs, testServer } from '../../test-helpers';
import { multipartFile, xlsxFile } from '../../../test/support/xlsx-upload';
import { lyingSizes, manyParts, plainWorkbook, sharedStringsFlood, variedText, wideSheet, zipBomb } from '../../../test/support/hostile-xlsx';
import { runImport, type ImportSpec, type ImportUnit } from './xlsx-import';

/**
 * The shared import pipeline on a toy resource (system configs, grouped by 组号): all or nothing, the valid rows
 * on request, updates on request, one transaction, per-row errors, progress, and clear refusals of bad files.
 */
const HEADER = ['参数名称', '参数键名', '参数键值', '组号'];
type Config = { name: string; key: string; value: string; exists: boolean };

const configImport = (failAfter?: number): ImportSpec<Config[]> => ({
  requiredColumns: ['参数名称', '参数键名'],
  async check(rows, { db, options }) {
    const errors: { row: number; column: string; reason: string }[] = [];
    const seen = new Set<string>();
    const groups = new Map<string, ImportUnit<Config[]>>();
    const existing = new Set((await db.selectFrom('sys_config').select('config_key').execute()).map((r) => r.config_key));
    for (const { row, cells } of rows) {
      const key = cells['参数键名'];
      if (!cells['参数名称']) errors.push({ row, column: '参数名称', reason: '不能为空' });
      if (!/^[a-z.]+$/.test(key)) errors.push({ row, column: '参数键名', reason: '格式不正确' });
      else if (seen.has(key)) errors.push({ row, column: '参数键名', reason: `与前面的行重复：${key}` });
      else if (existing.has(key) && !options.updateSupport) errors.push({ row, column: '参数键名', reason: `参数键名已存在：${key}` });
      seen.add(key);
      const groupKey = cells['组号'] || `row-${row}`;
      const unit = groups.get(groupKey) ?? { rows: [], value: [] };
      unit.rows.push(row);
      unit.value.push({ name: cells['参数名称'], key, value: cells['参数键值'], exists: existing.has(key) });
      groups.set(groupKey, unit);
    }
    return { units: [...groups.values()], errors };
  },
  async write(trx, units, { progress }) {
    let inserted = 0;
    let updated = 0;
    const ids: number[] = [];
    for (const unit of units) {
      for (const c of unit.value) {
        if (failAfter !== undefined && inserted >= failAfter) throw new Error('disk full');
        if (c.exists) {
          await trx.updateTable('sys_config').set({ config_value: c.value }).where('config_key', '=', c.key).execute();
          updated++;
        } else {
          const row = await trx.insertInto('sys_config').values({ config_name: c.name, config_key: c.key, config_value: c.value }).returning('config_id').executeTakeFirstOrThrow();
          ids.push(row.config_id);
          inserted++;
        }
        progress(inserted + updated);
      }
    }
    return { inserted, updated, ids };
  },
});

describe('xlsx import pipeline', () => {
  let s: Awaited<ReturnType<typeof testServer>>;
  let admin: Record<string, string>;
  let teacher: Record<string, string>;
  const configCount = async () => Number((await s.db.selectFrom('sys_config').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    s = await testServer();
    // The toy routes live beside the real ones, behind the same access gate.
    const plugin = async (app: FastifyInstance) => {
      const access = { config: { access: [Role.ADMIN] } };
      app.post('/api/test/config/importData', access, (req) => runImport(req, configImport()));
      app.post('/api/test/config/importFailing', access, (req) => runImport(req, configImport(2)));
    };
    // Routes must be added before the app is ready; testServer's app is not started yet.
    await s.app.register(plugin);
    admin = await loginAs(s.app, 'admin');
    teacher = await loginAs(s.app, 'student01');
  });
  afterAll(() => s.close());

  const upload = async (rows: (string | number)[][], query = '', path = 'importData', header: string[] = HEADER, fileName = 'configs.xlsx') => {
    const file = multipartFile(await xlsxFile(header, rows), fileName);
    const res = await s.app.inject({ method: 'POST', url: `/api/test/config/${path}${query}`, payload: file.payload, headers: { ...admin, ...file.headers } });
    return { status: res.statusCode, body: res.json() };
  };

  it('imports every row of a clean file in RuoYi words, with the new ids', async () => {
    const before = await configCount();
    const { body } = await upload([
      ['甲', 'imp.a', '1', ''],
      ['乙', 'imp.b', '2', ''],
      ['丙', 'imp.c', '3', ''],
    ]);
    expect(body.code).toBe(200);
    expect(body.msg).toBe('恭喜您，数据已全部导入成功！共 3 条');
    expect(body.data).toMatchObject({ total: 3, inserted: 3, updated: 0, skipped: 0, errors: [] });
    expect(body.data.ids).toHaveLength(3);
    expect(await configCount()).toBe(before + 3);
  });

  it('imports nothing when a row is bad, and names each bad row and column', async () => {
    const before = await configCount();
    const { body } = await upload([
      ['丁', 'imp.d', '1', ''],
      ['', 'Bad Key', '2', ''],
      ['戊', 'imp.d', '3', ''],
    ]);
    expect(body.code).toBe(500);
    expect(body.msg.split('\n')).toEqual(['很抱歉，导入失败！共 2 条数据格式不正确，错误如下：', '1、第 3 行「参数名称」：不能为空', '2、第 3 行「参数键名」：格式不正确', '3、第 4 行「参数键名」：与前面的行重复：imp.d']);
    expect(body.data).toMatchObject({ total: 3, inserted: 0, skipped: 3 });
    expect(await configCount()).toBe(before);
  });

  it('imports the valid rows only when asked, leaving out a whole group with a bad row', async () => {
    const before = await configCount();
    const { body } = await upload(
      [
        ['己', 'imp.f', '1', ''],
        ['庚', 'imp.g', '1', 'G1'],
        ['辛', 'BAD', '1', 'G1'],
        ['壬', 'imp.h', '1', ''],
      ],
      '?validOnly=true',
    );
    expect(body.code).toBe(200);
    expect(body.msg).toBe('已导入正确的数据 2 条，跳过有误的数据 2 条');
    expect(body.data).toMatchObject({ total: 4, inserted: 2, skipped: 2 });
    expect(body.data.errors).toEqual([{ row: 4, column: '参数键名', reason: '格式不正确' }]);
    expect(await configCount()).toBe(before + 2);
    const keys = (await s.db.selectFrom('sys_config').select('config_key').where('config_key', 'in', ['imp.f', 'imp.g', 'imp.h']).execute()).map((r) => r.config_key).sort();
    expect(keys).toEqual(['imp.f', 'imp.h']);
  });

  it('refuses existing records unless updateSupport, then updates them', async () => {
    const refused = await upload([['甲', 'imp.a', '9', '']]);
    expect(refused.body.msg).toContain('参数键名已存在：imp.a');
    const { body } = await upload([['甲', 'imp.a', '9', '']], '?updateSupport=true');
    expect(body).toMatchObject({ code: 200, msg: '恭喜您，数据已全部导入成功！共 1 条', data: { inserted: 0, updated: 1 } });
    const row = await s.db.selectFrom('sys_config').select('config_value').where('config_key', '=', 'imp.a').executeTakeFirstOrThrow();
    expect(row.config_value).toBe('9');
  });

  it('writes in one transaction: a failure half-way leaves nothing behind', async () => {
    const before = await configCount();
    const { status, body } = await upload(
      [
        ['一', 'imp.t.a', '1', ''],
        ['二', 'imp.t.b', '1', ''],
        ['三', 'imp.t.c', '1', ''],
      ],
      '',
      'importFailing',
    );
    expect(status).toBe(500);
    expect(JSON.stringify(body)).not.toContain('disk full');
    expect(await configCount()).toBe(before);
  });

  it('refuses files that are not a filled-in template, with a clear message', async () => {
    expect((await upload([['甲', 'imp.x', '1']], '', 'importData', ['参数名称', '参数值'])).body).toMatchObject({ code: 400, msg: '导入模板不正确，缺少列：参数键名' });
    expect((await upload([], '')).body).toMatchObject({ code: 400, msg: '导入数据不能为空！' });
    expect((await upload([['甲', 'imp.x', '1', '']], '', 'importData', HEADER, 'configs.csv')).body).toMatchObject({ code: 400, msg: '文件格式不正确，请上传 xlsx 格式的文件' });
    const notZip = multipartFile(Buffer.from('姓名,学号\n张三,1\n'), 'renamed.xlsx');
    const res = await s.app.inject({ method: 'POST', url: '/api/test/config/importData', payload: notZip.payload, headers: { ...admin, ...notZip.headers } });
    expect(res.json()).toMatchObject({ code: 400, msg: '文件格式不正确，请上传 xlsx 格式的文件' });
    const brokenZip = multipartFile(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]), 'broken.xlsx');
    const broken = await s.app.inject({ method: 'POST', url: '/api/test/config/importData', payload: brokenZip.payload, headers: { ...admin, ...brokenZip.headers } });
    expect(broken.json()).toMatchObject({ code: 400, msg: '文件无法读取，请使用导入模板填写后再上传' });
    const noFile = await s.app.inject({ method: 'POST', url: '/api/test/config/importData', payload: {}, headers: admin });
    expect(noFile.json()).toMatchObject({ code: 400, msg: '请选择要导入的文件' });
  });

  // Workbooks of a million cells are built and read: seconds on a quiet machine, more on a busy CI runner.
  describe('refuses workbooks that would cost the server its memory, and writes nothing', { timeout: 120_000 }, () => {
    const ABNORMAL = { code: 400, msg: '文件过大或内容异常，无法导入' };
    const send = async (data: Buffer) => {
      const before = await configCount();
      const file = multipartFile(data, 'hostile.xlsx');
      const res = await s.app.inject({ method: 'POST', url: '/api/test/config/importData', payload: file.payload, headers: { ...admin, ...file.headers } });
      expect(await configCount()).toBe(before);
      return { status: res.statusCode, body: res.json() };
    };

    it('small workbooks of the same making are read as usual', async () => {
      // Their rows reach the checks (and fail them: nothing is written), so the refusals below are the limits'.
      for (const book of [
        await plainWorkbook(HEADER, [['甲', 'Bad Key', '1', '']]),
        await sharedStringsFlood({ header: HEADER, strings: 1_000 }),
        await wideSheet({ header: HEADER, columns: 40, rows: 100 }),
        await manyParts({ header: HEADER, extra: 20 }),
      ]) {
        expect((await send(book)).body).toMatchObject({ code: 500, msg: expect.stringContaining('很抱歉，导入失败！') });
      }
      expect((await send(await zipBomb({ header: HEADER, inflatedMb: 0.5 }))).body).toEqual({ code: 400, msg: '导入数据不能为空！' });
    });

    it('a flood of shared strings (more strings than any template holds)', async () => {
      // One-character texts (20 MB in all), varied so the part deflates like real text: a plain repeat trips the ratio limit.
      expect((await send(await sharedStringsFlood({ header: HEADER, strings: 1_100_000, text: (i) => variedText(i, 1) }))).body).toEqual(ABNORMAL);
    });

    it('shared strings past their size limit', async () => {
      // 55 MB of texts, each a short phrase said twenty times: within the upload limit and the ratio limit.
      expect((await send(await sharedStringsFlood({ header: HEADER, strings: 90_000, text: (i) => variedText(i, 10).repeat(20) }))).body).toEqual(ABNORMAL);
    });

    it('a zip bomb: a sheet deflated at a ratio no spreadsheet reaches', async () => {
      expect((await send(await zipBomb({ header: HEADER, inflatedMb: 40 }))).body).toEqual(ABNORMAL);
    });

    it('a package that unpacks past the size limit, from the sizes it declares, before inflating anything', async () => {
      // The sheet's deflated bytes are random: inflating them would fail as unreadable, not be refused as too large.
      expect((await send(await lyingSizes({ header: HEADER, declaredSize: 150 * 1024 * 1024, storedBytes: 1024 * 1024 }))).body).toEqual(ABNORMAL);
    });

    it('a part that inflates past the size it declares', async () => {
      expect((await send(await lyingSizes({ header: HEADER, declaredSize: 1024, inflatedMb: 10 }))).body).toEqual(ABNORMAL);
    });

    it('a package of thousands of parts', async () => {
      expect((await send(await manyParts({ header: HEADER, extra: 2_000 }))).body).toEqual(ABNORMAL);
    });

    it('a sheet of thousands of named columns', async () => {
      expect((await send(await wideSheet({ header: HEADER, columns: 1_000, rows: 3_000 }))).body).toEqual(ABNORMAL);
    });

    it('an upload past the size limit', async () => {
      const big = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(21 * 1024 * 1024, 1)]);
      expect((await send(big)).body).toEqual({ code: 400, msg: '导入文件大小不能超过 20 MB!' });
    });
  });

  it('reports progress to the job owner only', async () => {
    const jobId = 'job-0123456789';
    const rows = Array.from({ length: 30 }, (_, i) => [`项${i}`, `imp.p.${String.fromCharCode(97 + (i % 26))}${'z'.repeat(Math.floor(i / 26))}`, '1', '']);
    const { body } = await upload(rows, `?jobId=${jobId}`);
    expect(body.code).toBe(200);
    const own = await s.app.inject({ method: 'GET', url: `/api/system/import/progress/${jobId}`, headers: admin });
    expect(own.json()).toMatchObject({ code: 200, data: { jobId, phase: 'done', done: 30, total: 30 } });
    const other = await s.app.inject({ method: 'GET', url: `/api/system/import/progress/${jobId}`, headers: teacher });
    // Someone else's job (or one not started yet) answers without data: polling is never an error.
    expect(other.json()).toEqual({ code: 200, msg: '操作成功' });
    const bad = await s.app.inject({ method: 'GET', url: '/api/system/import/progress/x', headers: admin });
    expect(bad.json().code).toBe(400);
  });
});
