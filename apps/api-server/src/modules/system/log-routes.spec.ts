import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configBody, monitorPaths, questionBankPaths, systemPaths } from '@medteach/contract';
import { bodyOf } from '../../../test/support/bodies';
import { loginAs, testServer } from '../../test-helpers';
import { WRONG_CREDENTIALS } from './auth-routes';
import { LoginThrottle } from './login-throttle';
import { MASK } from './oper-log-redact';

type Server = Awaited<ReturnType<typeof testServer>>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
let s: Server;
let admin: Record<string, string>;
let student: Record<string, string>;
const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

beforeAll(async () => {
  s = await testServer();
  admin = await loginAs(s.app, 'admin');
  student = await loginAs(s.app, 'student01');
});
afterAll(() => s.close());

const call = (method: Method, url: string, headers: Record<string, string> = admin, payload?: object) => s.app.inject({ method, url: `/api${url}`, headers, payload });
/** The log entries are written after the answer: wait for the writes started so far, then read through the API. */
const operLogs = async (query = '') => {
  await s.app.logWriter.idle();
  return (await call('GET', `${monitorPaths.operLogList}?pageSize=100${query}`)).json();
};
const loginLogs = async (query = '') => {
  await s.app.logWriter.idle();
  return (await call('GET', `${monitorPaths.loginInforList}?pageSize=100${query}`)).json();
};

describe('operation log (操作日志)', () => {
  it('records a config edit with who, the request and the record before and after', async () => {
    const { rows } = (await call('GET', `${systemPaths.configList}?configKey=sys.account.registerUser`)).json();
    const config = rows[0];
    const edit = await call('PUT', systemPaths.config, admin, bodyOf(configBody, config, { configValue: 'false', remark: '关闭注册' }));
    expect(edit.json().code).toBe(200);

    const list = await operLogs('&title=参数管理&businessType=2');
    expect(list.total).toBe(1);
    const [entry] = list.rows;
    expect(entry).toMatchObject({ title: '参数管理', businessType: 2, requestMethod: 'PUT', operName: 'admin', operUrl: '/api/system/config', status: 0, errorMsg: '', hasChange: true });
    expect(JSON.parse(entry.operParam)).toMatchObject({ configKey: 'sys.account.registerUser', configValue: 'false' });
    expect(JSON.parse(entry.jsonResult)).toEqual({ code: 200, msg: '操作成功' });

    const detail = (await call('GET', `${monitorPaths.operLog}/${entry.operId}`)).json().data;
    expect(detail.before).toMatchObject({ configKey: 'sys.account.registerUser', configValue: config.configValue, remark: config.remark });
    expect(detail.after).toMatchObject({ configKey: 'sys.account.registerUser', configValue: 'false', remark: '关闭注册' });
  });

  it('records a failed write as status 1 with its message', async () => {
    const dup = await call('POST', systemPaths.config, admin, { configName: '重复', configKey: 'app.fileHost', configValue: '' });
    expect(dup.json().code).toBe(500);
    const { rows } = await operLogs('&status=1&businessType=1');
    expect(rows[0]).toMatchObject({ title: '参数管理', status: 1, errorMsg: "新增参数'重复'失败，参数键名已存在" });

    const invalid = await call('PUT', systemPaths.dictData, admin, { dictLabel: '' });
    expect(invalid.statusCode).toBe(400);
    expect((await operLogs('&title=字典数据&status=1')).rows[0]).toMatchObject({ businessType: 2, status: 1, errorMsg: invalid.json().msg });

    // A refusal of the framework itself is logged with the message the admin saw, not the framework's words.
    const tooLarge = await call('POST', systemPaths.config, admin, { configName: 'x'.repeat(1024 * 1024 + 16) });
    expect(tooLarge.statusCode).toBe(413);
    expect((await operLogs('&title=参数管理&status=1')).rows[0]).toMatchObject({ businessType: 1, errorMsg: '请求内容过大' });
  });

  it('masks passwords in the logged request', async () => {
    expect((await call('PUT', '/system/user/resetPwd', admin, { userId: 102, password: 'Secret#2026' })).json().code).toBe(200);
    const [entry] = (await operLogs('&title=用户管理')).rows;
    expect(entry.operParam).not.toContain('Secret#2026');
    expect(JSON.parse(entry.operParam)).toEqual({ userId: 102, password: MASK });
  });

  it('does not log a student answering, nor reads', async () => {
    const before = (await operLogs()).total;
    const question = await s.db.selectFrom('qb_question').select('id').where('type', '=', 0).executeTakeFirstOrThrow();
    const answer = await call('POST', questionBankPaths.answerAdd, student, { questionId: question.id, result: 'A', majorType: 1 });
    expect(answer.statusCode).toBeLessThan(500);
    await call('GET', systemPaths.configList);
    // A logged write after them: once it is in the list, the earlier calls would be too had they been logged.
    await call('DELETE', `${systemPaths.config}/999999`);
    const after = await operLogs();
    expect(after.total).toBe(before + 1);
    expect(after.rows[0]).toMatchObject({ title: '参数管理', businessType: 3 });
    expect(after.rows.some((r: { operName: string }) => r.operName === 'student01')).toBe(false);
  });

  it('logs an admin-only write whose route declared nothing, titled by its path', async () => {
    // The console's 刷新缓存 declares 参数管理/CLEAN; an undeclared admin write is simulated with a bare route.
    const bare = await testServer();
    try {
      bare.app.register(async (api) => {
        api.post('/api/test/undeclared/:id', { config: { access: ['admin'] } }, async () => ({ code: 200, msg: '操作成功' }));
      });
      const headers = await loginAs(bare.app, 'admin');
      await bare.app.inject({ method: 'POST', url: '/api/test/undeclared/5', headers, payload: { a: 1 } });
      await bare.app.logWriter.idle();
      const { rows } = (await bare.app.inject({ method: 'GET', url: `/api${monitorPaths.operLogList}`, headers })).json();
      expect(rows[0]).toMatchObject({ title: '/test/undeclared', businessType: 0, method: 'POST /api/test/undeclared/:id', status: 0 });
    } finally {
      await bare.close();
    }
  });

  it('filters, deletes and cleans; cleaning is itself logged', async () => {
    const { rows } = await operLogs();
    const victim = rows[rows.length - 1];
    expect((await call('DELETE', `${monitorPaths.operLog}/${victim.operId}`)).json().code).toBe(200);
    expect((await call('GET', `${monitorPaths.operLog}/${victim.operId}`)).statusCode).toBe(404);
    expect((await operLogs('&operName=nobody')).total).toBe(0);
    expect((await operLogs('&beginTime=2000-01-01&endTime=2000-01-02')).total).toBe(0);
    expect((await call('GET', `${monitorPaths.operLogList}?beginTime=yesterday`)).json()).toMatchObject({ code: 400 });

    expect((await call('DELETE', monitorPaths.operLogClean)).json().code).toBe(200);
    const after = await operLogs();
    expect(after.total).toBe(1);
    expect(after.rows[0]).toMatchObject({ title: '操作日志', businessType: 9, status: 0 });
  });

  it('exports the filtered list as xlsx', async () => {
    const res = await call('POST', monitorPaths.operLogExport, admin, { title: '操作日志' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect((await operLogs('&businessType=5')).rows[0]).toMatchObject({ title: '操作日志', jsonResult: '' });
  });
});

describe('login log (登录日志)', () => {
  it('records a wrong password with its message, the address and the device', async () => {
    const res = await s.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'user-agent': CHROME_ON_WINDOWS }, payload: { username: 'teacher01', password: 'wrong-one' } });
    expect(res.json().msg).toBe(WRONG_CREDENTIALS);
    const [entry] = (await loginLogs('&userName=teacher01&status=1')).rows;
    expect(entry).toMatchObject({ userName: 'teacher01', ipaddr: '127.0.0.1', loginLocation: '内网IP', browser: 'Chrome 126', os: 'Windows 10', status: 1, msg: WRONG_CREDENTIALS });
  });

  it('records successful logins, refused bodies and logouts', async () => {
    // Entries are written after each answer: wait for each before the next, so they are stored in this order.
    const headers = await loginAs(s.app, 'teacher02');
    await s.app.logWriter.idle();
    await s.app.inject({ method: 'DELETE', url: '/api/auth/logout', headers });
    await s.app.logWriter.idle();
    await s.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'teacher02' } });
    const { rows } = await loginLogs('&userName=teacher02');
    expect(rows.map((r: { status: number; msg: string }) => [r.status, r.msg])).toEqual([
      [1, expect.any(String)],
      [0, '退出成功'],
      [0, '登录成功'],
    ]);
  });

  it('unlocks a throttled account (and the unlock is logged)', async () => {
    const throttle = new LoginThrottle(s.db);
    for (let i = 0; i < 8; i++) await throttle.fail('10.0.0.9', 'student05');
    await expect(throttle.assertMayTry('10.0.0.9', 'student05')).rejects.toThrow(/登录失败次数过多/);
    expect((await call('GET', `${monitorPaths.loginInforUnlock}/student05`)).json().code).toBe(200);
    await expect(throttle.assertMayTry('10.0.0.9', 'student05')).resolves.toBeUndefined();
    expect((await operLogs('&title=账户解锁')).rows[0]).toMatchObject({ requestMethod: 'GET', operUrl: '/api/monitor/logininfor/unlock/student05' });
  });

  it('deletes, cleans and exports', async () => {
    const { rows } = await loginLogs();
    expect((await call('DELETE', `${monitorPaths.loginInfor}/${rows[0].infoId}`)).json().code).toBe(200);
    expect((await loginLogs()).total).toBe(rows.length - 1);
    const xlsx = await call('POST', monitorPaths.loginInforExport, admin, {});
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect((await call('DELETE', monitorPaths.loginInforClean)).json().code).toBe(200);
    expect((await loginLogs()).total).toBe(0);
    expect((await operLogs('&title=登录日志&businessType=9')).total).toBe(1);
  });
});
