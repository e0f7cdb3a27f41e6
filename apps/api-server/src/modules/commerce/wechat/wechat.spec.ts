import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WechatSdkStatus } from '@medteach/contract';
import { testServer } from '../../../test-helpers';
import { clearConfigCache } from '../../system/config-store';
import { WechatConfigKey, wechatSettings } from './settings';
import { createNonce, NONCE_LENGTH, signJsSdk, signableUrl } from './signature';
import { cachedTicketSource, TICKET_RENEW_MARGIN_S, TICKET_RETRY_AFTER_MS, WECHAT_API_BASE, platformTicketSource, wechatHttp, type JsapiTicketSource } from './tickets';

/** The worked example of WeChat's JS-SDK docs (appendix 1 "JS-SDK使用权限签名算法"). */
const OFFICIAL = {
  jsapiTicket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
  nonceStr: 'Wm3WZYTPz0wzccnW',
  timestamp: 1414587457,
  url: 'http://mp.weixin.qq.com?params=value',
  signature: '0f9de62fce790f9a083d5c99e95740ceb90c27ed',
};
const CREDS = { appId: 'wx0123456789abcdef', appSecret: 'secret' };

describe('JS-SDK signature', () => {
  it('matches the official example', () => {
    expect(signJsSdk(OFFICIAL)).toBe(OFFICIAL.signature);
  });

  it('signs the URL without its fragment, and unescaped', () => {
    expect(signableUrl('https://m.example.cn/landing/?a=1#/download?inviteSign=X')).toBe('https://m.example.cn/landing/?a=1');
    expect(signJsSdk({ ...OFFICIAL, url: `${OFFICIAL.url}#/jump` })).not.toBe(OFFICIAL.signature);
  });

  it('nonces are random alphanumerics of the documented length', () => {
    const a = createNonce();
    expect(a).toMatch(new RegExp(`^[A-Za-z0-9]{${NONCE_LENGTH}}$`));
    expect(createNonce()).not.toBe(a);
  });
});

describe('ticket from the platform', () => {
  it('gets an access_token, then the jsapi ticket', async () => {
    const urls: string[] = [];
    const source = platformTicketSource({
      getJson: async (url) => {
        urls.push(url);
        return url.includes('/token?') ? { access_token: 'AT', expires_in: 7200 } : { errcode: 0, errmsg: 'ok', ticket: 'T1', expires_in: 7200 };
      },
    });
    expect(await source.getTicket(CREDS)).toEqual({ ticket: 'T1', expiresInSeconds: 7200 });
    expect(urls).toEqual([
      `${WECHAT_API_BASE}/token?grant_type=client_credential&appid=${CREDS.appId}&secret=secret`,
      `${WECHAT_API_BASE}/ticket/getticket?access_token=AT&type=jsapi`,
    ]);
  });

  it('turns the platform error body into a failure', async () => {
    const source = platformTicketSource({ getJson: async () => ({ errcode: 40013, errmsg: 'invalid appid' }) });
    await expect(source.getTicket(CREDS)).rejects.toThrow('40013');
  });
});

describe('ticket cache', () => {
  function counting(answers: (() => Promise<{ ticket: string; expiresInSeconds: number }>)[]) {
    const calls = { n: 0 };
    const source: JsapiTicketSource = { getTicket: () => answers[Math.min(calls.n++, answers.length - 1)]() };
    return { source, calls };
  }

  it('reuses a ticket until the renew margin, sharing one fetch between concurrent callers', async () => {
    let t = 0;
    const { source, calls } = counting([async () => ({ ticket: 'T1', expiresInSeconds: 7200 }), async () => ({ ticket: 'T2', expiresInSeconds: 7200 })]);
    const cache = cachedTicketSource(source, () => t);
    const [a, b] = await Promise.all([cache.getTicket(CREDS), cache.getTicket(CREDS)]);
    expect([a.ticket, b.ticket, calls.n]).toEqual(['T1', 'T1', 1]);
    t = (7200 - TICKET_RENEW_MARGIN_S) * 1000 - 1;
    expect((await cache.getTicket(CREDS)).ticket).toBe('T1');
    t += 1;
    expect((await cache.getTicket(CREDS)).ticket).toBe('T2');
    expect(calls.n).toBe(2);
  });

  it('after a failure waits before asking the platform again', async () => {
    let t = 0;
    const { source, calls } = counting([() => Promise.reject(new Error('offline')), async () => ({ ticket: 'T1', expiresInSeconds: 7200 })]);
    const cache = cachedTicketSource(source, () => t);
    await expect(cache.getTicket(CREDS)).rejects.toThrow('offline');
    await expect(cache.getTicket(CREDS)).rejects.toThrow();
    expect(calls.n).toBe(1);
    t = TICKET_RETRY_AFTER_MS;
    expect((await cache.getTicket(CREDS)).ticket).toBe('T1');
  });
});

/** Stores config values as the console would, then drops this instance's cache (the console's save publishes that). */
async function putConfig(s: Awaited<ReturnType<typeof testServer>>, values: Record<string, string>) {
  const rows = Object.entries(values).map(([key, value]) => ({ config_name: '微信', config_key: key, config_value: value, config_type: 'Y', remark: '' }));
  await s.ctx.db.insertInto('sys_config').values(rows).execute();
  clearConfigCache(s.ctx.db);
}

describe('settings', () => {
  it('config table first, then environment; all three needed', async () => {
    const s = await testServer();
    try {
      const env = { WECHAT_APP_ID: 'wxEnv', WECHAT_APP_SECRET: 'envSecret', WECHAT_OPEN_APP_ID: 'wxOpenEnv' };
      expect(await wechatSettings(s.ctx.db, {})).toBeNull();
      expect(await wechatSettings(s.ctx.db, { ...env, WECHAT_OPEN_APP_ID: '' })).toBeNull();
      expect(await wechatSettings(s.ctx.db, env)).toEqual({ appId: 'wxEnv', appSecret: 'envSecret', launchAppId: 'wxOpenEnv' });
      await putConfig(s, { [WechatConfigKey.APP_ID]: 'wxTable' });
      expect((await wechatSettings(s.ctx.db, env))?.appId).toBe('wxTable');
    } finally {
      await s.close();
    }
  });
});

describe('GET /api/base/wechat/jsSdkSignature', () => {
  let s: Awaited<ReturnType<typeof testServer>>;
  const PAGE = 'https://m.example.cn/landing/?from=share';
  const sign = (url: string) => s.app.inject({ method: 'GET', url: `/api/base/wechat/jsSdkSignature?url=${encodeURIComponent(url)}` });
  const configure = (values: Record<string, string>) => putConfig(s, values);
  beforeAll(async () => {
    vi.stubEnv('WECHAT_APP_ID', '');
    vi.stubEnv('WECHAT_APP_SECRET', '');
    vi.stubEnv('WECHAT_OPEN_APP_ID', '');
    s = await testServer();
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(async () => {
    vi.unstubAllEnvs();
    await s.close();
  });

  it('without configuration (dev): a clear "not configured" answer, no platform call, no token needed', async () => {
    const platform = vi.spyOn(wechatHttp, 'getJson');
    const body = (await sign(`${PAGE}#/download`)).json();
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({ status: WechatSdkStatus.NOT_CONFIGURED });
    expect(body.data.msg).toContain('WECHAT_APP_ID');
    expect(platform).not.toHaveBeenCalled();
  });

  it('rejects a URL that is not http(s)', async () => {
    const res = await sign('javascript:alert(1)');
    expect(res.json()).toEqual({ code: 400, msg: '链接格式不正确' });
  });

  it('configured: signs the page URL without the fragment with the platform ticket, fetched once', async () => {
    await configure({ [WechatConfigKey.APP_ID]: CREDS.appId, [WechatConfigKey.APP_SECRET]: CREDS.appSecret, [WechatConfigKey.OPEN_APP_ID]: 'wxOpenApp01' });
    const platform = vi
      .spyOn(wechatHttp, 'getJson')
      .mockImplementation(async (url) => (url.includes('/token?') ? { access_token: 'AT', expires_in: 7200 } : { errcode: 0, ticket: OFFICIAL.jsapiTicket, expires_in: 7200 }));
    const first = (await sign(`${PAGE}#/download?inviteSign=YC2026`)).json().data;
    expect(first).toMatchObject({ status: WechatSdkStatus.READY, appId: CREDS.appId, launchAppId: 'wxOpenApp01' });
    expect(first.signature).toBe(signJsSdk({ jsapiTicket: OFFICIAL.jsapiTicket, nonceStr: first.nonceStr, timestamp: first.timestamp, url: PAGE }));
    expect(Math.abs(first.timestamp - Date.now() / 1000)).toBeLessThan(5);
    const second = (await sign(`${PAGE}#/jump`)).json().data;
    expect(second.status).toBe(WechatSdkStatus.READY);
    expect(platform).toHaveBeenCalledTimes(2); // token + ticket, once: the second signature used the cache
  });
});

describe('platform unreachable', () => {
  it('answers "unavailable" (the page keeps the mask), never a 500', async () => {
    vi.stubEnv('WECHAT_APP_ID', 'wxEnv');
    vi.stubEnv('WECHAT_APP_SECRET', 'envSecret');
    vi.stubEnv('WECHAT_OPEN_APP_ID', 'wxOpenEnv');
    vi.spyOn(wechatHttp, 'getJson').mockRejectedValue(new TypeError('fetch failed'));
    const s = await testServer();
    try {
      const res = await s.app.inject({ method: 'GET', url: '/api/base/wechat/jsSdkSignature?url=https%3A%2F%2Fm.example.cn%2F' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ status: WechatSdkStatus.UNAVAILABLE, msg: '暂时无法获取微信签名' });
    } finally {
      vi.unstubAllEnvs();
      vi.restoreAllMocks();
      await s.close();
    }
  });
});
