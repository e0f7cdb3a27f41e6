import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { WechatSdkStatus } from '@medteach/contract';
import { createMemoryTokenStore } from '../auth/token-store';
import { apiPath, createTestQueryClient, fail, ok, setupMswServer, setupTestApi } from '../core/testing';
import { commerceKeys } from './keys';
import { buildWechatSignature, commerceHandlers } from './testing';
import { getWechatSignature, wechatQueries } from './wechat';

const server = setupMswServer();
// Spec §6: every call but the logins carries the bearer token, public or not.
const api = setupTestApi({ tokenStore: createMemoryTokenStore('student-token') });
const PAGE = 'https://m.example.cn/landing/';

describe('WeChat JS-SDK signature', () => {
  it('asks for the page URL with the bearer token and answers the signed config', async () => {
    const seen: URL[] = [];
    let auth: string | null = 'unset';
    server.use(
      http.get(apiPath('/base/wechat/jsSdkSignature'), ({ request }) => {
        seen.push(new URL(request.url));
        auth = request.headers.get('authorization');
        return HttpResponse.json(ok(buildWechatSignature()));
      }),
    );
    const client = createTestQueryClient();
    const signature = await client.fetchQuery(wechatQueries.signature(PAGE));
    expect(signature).toEqual(buildWechatSignature());
    expect(seen[0].searchParams.get('url')).toBe(PAGE);
    expect(client.getQueryData(commerceKeys.wechatSignature(PAGE))).toEqual(signature);
    expect(auth).toBe('Bearer student-token');
  });

  it('passes "not configured" through', async () => {
    server.use(...commerceHandlers());
    expect((await getWechatSignature(PAGE)).status).toBe(WechatSdkStatus.NOT_CONFIGURED);
  });

  it('a failed request means "unavailable", with no message shown to the user', async () => {
    server.use(http.get(apiPath('/base/wechat/jsSdkSignature'), () => HttpResponse.json(fail(500, 'boom'))));
    expect((await getWechatSignature(PAGE)).status).toBe(WechatSdkStatus.UNAVAILABLE);
    server.use(http.get(apiPath('/base/wechat/jsSdkSignature'), () => HttpResponse.error()));
    expect((await getWechatSignature(PAGE)).status).toBe(WechatSdkStatus.UNAVAILABLE);
    expect(api.notifier.calls).toEqual([]);
  });
});
