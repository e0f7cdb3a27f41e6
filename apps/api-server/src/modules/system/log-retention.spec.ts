import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOG_RETENTION_CONFIG_KEY } from '@medteach/contract';
import { nowText } from '../../db/db';
import { testServer } from '../../test-helpers';
import { clearConfigCache } from './config-store';
import { dropExpiredLogs } from './log-retention';
import { MASK, PARAM_MAX_CHARS, changeText, paramText } from './oper-log-redact';
import { parseUserAgent } from './user-agent';

const DAY = 24 * 60 * 60 * 1000;

describe('log retention', () => {
  let s: Awaited<ReturnType<typeof testServer>>;
  beforeAll(async () => {
    s = await testServer();
  });
  afterAll(() => s.close());

  const seedLogs = async (now: Date) => {
    await s.app.logWriter.idle();
    await s.db.deleteFrom('sys_oper_log').execute();
    await s.db.deleteFrom('sys_logininfor').execute();
    for (const days of [1, 179, 181, 400]) {
      const at = nowText(new Date(now.getTime() - days * DAY));
      await s.db.insertInto('sys_oper_log').values({ title: `${days}天前`, oper_time: at }).execute();
      await s.db.insertInto('sys_logininfor').values({ user_name: `${days}天前`, login_time: at }).execute();
    }
  };
  const titles = async () => (await s.db.selectFrom('sys_oper_log').select('title').orderBy('oper_id').execute()).map((r) => r.title);

  it('keeps 180 days by default in both logs', async () => {
    const now = new Date();
    await seedLogs(now);
    expect(await dropExpiredLogs(s.db, now)).toBe(4);
    expect(await titles()).toEqual(['1天前', '179天前']);
    expect(await s.db.selectFrom('sys_logininfor').select('user_name').execute()).toHaveLength(2);
  });

  it('follows sys.log.retentionDays; 0 keeps everything', async () => {
    const now = new Date();
    await s.db.insertInto('sys_config').values({ config_name: '日志保留天数', config_key: LOG_RETENTION_CONFIG_KEY, config_value: '0' }).execute();
    clearConfigCache(s.db);
    await seedLogs(now);
    expect(await dropExpiredLogs(s.db, now)).toBe(0);
    await s.db.updateTable('sys_config').set({ config_value: '30' }).where('config_key', '=', LOG_RETENTION_CONFIG_KEY).execute();
    clearConfigCache(s.db);
    await dropExpiredLogs(s.db, now);
    expect(await titles()).toEqual(['1天前']);
  });
});

describe('what the operation log keeps of a request', () => {
  it('masks passwords, tokens, keys and secret config values at any depth', () => {
    const text = paramText({ userName: 'a', password: 'p1', nested: [{ newPassword: 'p2', access_token: 't' }], deviceKey: 'k', configKey: 'alipay.privateKey', configValue: 'v' });
    expect(JSON.parse(text)).toEqual({ userName: 'a', password: MASK, nested: [{ newPassword: MASK, access_token: MASK }], deviceKey: MASK, configKey: 'alipay.privateKey', configValue: MASK });
    expect(JSON.parse(paramText({ configKey: 'sys.account.registerUser', configValue: 'true' })).configValue).toBe('true');
  });

  it('caps the request text; before/after keep their shape with long strings cut', () => {
    expect(paramText({ content: 'x'.repeat(10_000) }).length).toBeLessThanOrEqual(PARAM_MAX_CHARS + 1);
    expect(paramText({})).toBe('');
    const change = JSON.parse(changeText({ analysis: '长'.repeat(20_000), id: 3 }) ?? 'null');
    expect(change.id).toBe(3);
    expect(change.analysis.length).toBeLessThan(20_000);
    expect(changeText(undefined)).toBeNull();
  });
});

describe('device of a login', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0', 'Edge 126', 'Windows 10'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47', 'WeChat 8', 'iOS 17'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Mobile Safari/537.36', 'Chrome 125', 'Android 14'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15', 'Safari 17', 'Mac OS X'],
    [undefined, 'Unknown', 'Unknown'],
  ])('%s', (ua, browser, os) => {
    expect(parseUserAgent(ua)).toEqual({ browser, os });
  });
});
