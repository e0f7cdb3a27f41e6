import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigKey } from '@medteach/contract';
import { loginAs, testServer } from '../../test-helpers';
import { xlsxRows } from '../../../test/support/xlsx-upload';
import { SECRET_WRITE_ONLY } from './config-routes';

type Server = Awaited<ReturnType<typeof testServer>>;
let s: Server;
let admin: Record<string, string>;
let teacher: Record<string, string>;
beforeAll(async () => {
  s = await testServer();
  admin = await loginAs(s.app, 'admin');
  teacher = await loginAs(s.app, 'teacher01');
});
afterAll(() => s.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  s.app.inject({ method, url: `/api/system/config${url}`, headers, payload });
const byKey = async (key: string, as = admin) => (await call('GET', `/configKey/${key}`, as)).json();

describe('parameter settings', () => {
  it('answers a value by key in data and msg (both RuoYi flavours)', async () => {
    expect(await byKey(ConfigKey.STATION_MASK_NAMES, teacher)).toEqual({ code: 200, msg: 'false', data: 'false' });
    expect((await byKey('no.such.key')).data).toBe('');
  });

  it('lists with paging and filters', async () => {
    const body = (await call('GET', '/list?configKey=sys.account&pageSize=10', admin)).json();
    expect(body.rows.map((c: { configKey: string }) => c.configKey)).toEqual(['sys.account.captchaEnabled', ConfigKey.REGISTER_USER]);
    expect(body.total).toBe(2);
  });

  it('creates, reads, updates and deletes a config; the by-key cache follows writes', async () => {
    const body = { configName: '演示参数', configKey: 'demo.flag', configValue: 'on' };
    expect((await byKey('demo.flag')).data).toBe(''); // cached as missing
    const { configId } = (await call('POST', '', admin, body)).json().data;
    expect((await byKey('demo.flag')).data).toBe('on');
    expect((await call('GET', `/${configId}`, admin)).json().data).toMatchObject({ ...body, configType: 'N' });

    expect((await call('PUT', '', admin, { ...body, configId, configValue: 'off' })).json().code).toBe(200);
    expect((await byKey('demo.flag')).data).toBe('off');

    expect((await call('DELETE', `/${configId}`, admin)).json().code).toBe(200);
    expect((await call('GET', `/${configId}`, admin)).statusCode).toBe(404);
    expect((await byKey('demo.flag')).data).toBe('');
  });

  it('refuses a duplicate key and deleting a built-in config', async () => {
    const dup = await call('POST', '', admin, { configName: '重复', configKey: ConfigKey.FILE_HOST, configValue: '' });
    expect(dup.json()).toEqual({ code: 500, msg: "新增参数'重复'失败，参数键名已存在" });
    const builtIn = (await call('GET', `/list?configKey=${ConfigKey.FILE_HOST}`, admin)).json().rows[0];
    expect((await call('DELETE', `/${builtIn.configId}`, admin)).json()).toEqual({ code: 500, msg: `内置参数【${ConfigKey.FILE_HOST}】不能删除` });
  });

  it('refresh picks up a change made behind the cache', async () => {
    expect((await byKey(ConfigKey.FILE_HOST)).data).toBe('');
    await s.ctx.db.updateTable('sys_config').set({ config_value: 'https://files.example.cn' }).where('config_key', '=', ConfigKey.FILE_HOST).execute();
    expect((await byKey(ConfigKey.FILE_HOST)).data).toBe('');
    expect((await call('DELETE', '/refreshCache', admin)).json().code).toBe(200);
    expect((await byKey(ConfigKey.FILE_HOST)).data).toBe('https://files.example.cn');
  });

  it('keeps writes for admins', async () => {
    expect((await call('POST', '', teacher, { configName: 'x', configKey: 'x', configValue: 'x' })).statusCode).toBe(403);
    expect((await call('DELETE', '/refreshCache', teacher)).statusCode).toBe(403);
    expect((await call('GET', '/list', admin)).json().rows.some((c: { configKey: string }) => c.configKey === 'x')).toBe(false);
  });

  it('treats keys named like credentials as secrets: no value in the list, the detail, by key or the export', async () => {
    const credentials = {
      'oss.accessKeyId': 'LTAI-ak-id-value',
      'oss.access_key': 'ak-plain-value',
      'sms.credential': 'sms-credential-value',
      'map.apiKey': 'map-api-key-value',
      'cos.secretId': 'cos-secret-id-value',
      'push.authToken': 'push-token-value',
      'mail.smtpPassword': 'smtp-password-value',
    };
    for (const [configKey, configValue] of Object.entries(credentials)) {
      expect((await call('POST', '', admin, { configName: configKey, configKey, configValue })).json().code).toBe(200);
    }
    const rows = (await call('GET', '/list?pageSize=100', admin)).json().rows as { configKey: string; configId: number }[];
    for (const [configKey, configValue] of Object.entries(credentials)) {
      const row = rows.find((r) => r.configKey === configKey);
      expect(row).toMatchObject({ configKey, configValue: '', secret: true, valueSet: true });
      expect((await call('GET', `/${row?.configId}`, admin)).body).not.toContain(configValue);
      expect(await byKey(configKey)).toEqual({ code: 403, msg: SECRET_WRITE_ONLY });
    }
    const exported = (await xlsxRows((await call('POST', '/export', admin, {})).rawPayload)).flat().join('\n');
    expect(exported).toContain('oss.accessKeyId');
    for (const value of Object.values(credentials)) expect(exported).not.toContain(value);
    // A name that only sounds alike stays a plain setting.
    expect((await call('POST', '', admin, { configName: '主题', configKey: 'sys.index.keyColor', configValue: 'blue' })).json().code).toBe(200);
    expect((await byKey('sys.index.keyColor')).data).toBe('blue');
  });

  it('exports a real xlsx', async () => {
    const res = await call('POST', '/export', admin, {});
    expect(res.headers['content-disposition']).toContain('.xlsx');
    expect(res.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  });
});
