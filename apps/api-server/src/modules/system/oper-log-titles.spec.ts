import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monitorPaths, questionImportPaths } from '@medteach/contract';
import { loginAs, testServer } from '../../test-helpers';

let server: Awaited<ReturnType<typeof testServer>>;
let admin: Record<string, string>;
beforeAll(async () => {
  server = await testServer();
  admin = await loginAs(server.app, 'admin');
});
afterAll(() => server.close());

describe('操作日志 titles', () => {
  it('every back-office write names its screen or action in words, never its path', () => {
    expect(server.app.untitledOperLogRoutes).toEqual([]);
  });

  it('a template download is logged as what was done, not as /exam/question/importTemplate', async () => {
    const download = await server.app.inject({ method: 'POST', url: `/api${questionImportPaths.importTemplate}`, headers: admin });
    expect(download.statusCode).toBe(200);
    await server.app.logWriter.idle();
    const { rows } = (await server.app.inject({ method: 'GET', url: `/api${monitorPaths.operLogList}?pageSize=10`, headers: admin })).json();
    expect(rows[0]).toMatchObject({ title: '下载试题导入模板', businessType: 0, operUrl: `/api${questionImportPaths.importTemplate}` });
  });
});
