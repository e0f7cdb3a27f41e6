import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { commercePaths, systemPaths } from '@medteach/contract';
import { createMemoryTokenStore } from '../auth/token-store';
import { apiPath, createTestQueryClient, fail, ok, setupMswServer, setupTestApi } from '../core/testing';
import { getAgreement } from '../system/agreement';
import { checkInvite, getShareScore, recordInviteOpen } from './content';
import { getPayPage } from './products';
import { mergeHistory, nextHistoryPage, type HistoryPage } from './chat';
import { commerceQueries } from './index';
import { buildHistory, commerceHandlers } from './testing';

const server = setupMswServer();
const api = setupTestApi({ tokenStore: createMemoryTokenStore('student-token') });

const page = (ids: number[], total: number): HistoryPage => ({ total, rows: buildHistory(40).filter((r) => ids.includes(r.id)).reverse() });
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('chat history paging (spec §4)', () => {
  it('moves to the next page only when 10 new records came', () => {
    const first = page(range(14, 23), 23);
    expect(nextHistoryPage(first, [first], 1)).toBe(2);
    // Page 2 overlapped page 1 by two records (history grew): only 8 new, so page 2 is asked for again.
    const overlapping = page(range(6, 15), 25);
    expect(nextHistoryPage(overlapping, [first, overlapping], 2)).toBe(2);
  });

  it('stops once every record is here, and merges pages oldest first without duplicates', () => {
    const a = page(range(4, 13), 13);
    const b = page(range(1, 5), 13);
    expect(nextHistoryPage(b, [a, b], 2)).toBeUndefined();
    expect(mergeHistory([a, b]).map((r) => r.id)).toEqual(range(1, 13));
  });

  it('fetches pages of 10 with the fixed createTime', async () => {
    const urls: URL[] = [];
    server.use(...commerceHandlers({ history: buildHistory(23), onRequest: (p, url) => p.includes('customer') && urls.push(url) }));
    const client = createTestQueryClient();
    const q = commerceQueries.history('YCSY', '2026-02-01 10:00:00');
    await client.fetchInfiniteQuery(q);
    expect(urls[0].searchParams.get('pageSize')).toBe('10');
    expect(urls[0].searchParams.get('createTime')).toBe('2026-02-01 10:00:00');
    expect(urls[0].searchParams.get('pageNum')).toBe('1');
  });
});

describe('goods and landing calls', () => {
  it('the pay page sends the token and answers the HTML text; failures stay silent', async () => {
    let auth: string | null = null;
    server.use(
      http.get(apiPath('/base/product/order/getPayPage'), ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json(ok('<form></form>'));
      }),
    );
    expect(await getPayPage({ productInfoId: 1, all: 1 })).toBe('<form></form>');
    expect(auth).toBe('Bearer student-token');
    server.use(http.get(apiPath('/base/product/info/getBySkillId'), () => HttpResponse.json(fail(500, '商品不存在'))));
    await expect(createTestQueryClient().fetchQuery(commerceQueries.productBySkill(9))).rejects.toBeTruthy();
    expect(api.notifier.calls).toEqual([]);
  });

  it('an invite check that fails counts as invalid, without a message', async () => {
    server.use(...commerceHandlers({ validInvites: ['YC2026'] }));
    expect(await checkInvite('YC2026')).toBe(true);
    expect(await checkInvite('NOPE')).toBe(false);
    server.use(http.get(apiPath('/base/channelManage/check/:id'), () => HttpResponse.error()));
    expect(await checkInvite('YC2026')).toBe(false);
    expect(api.notifier.calls).toEqual([]);
  });

  it('landing and agreement calls carry the bearer token too: only the logins go without (spec §6)', async () => {
    const auths: (string | null)[] = [];
    const record = (reply: unknown) => ({ request }: { request: Request }) => {
      auths.push(request.headers.get('authorization'));
      return HttpResponse.json(ok(reply));
    };
    server.use(
      http.get(apiPath(`${commercePaths.inviteCheck}/:id`), record({ valid: true })),
      http.post(apiPath(commercePaths.integralOpenH5), record({ recorded: true })),
      http.get(apiPath(commercePaths.shareScoreDetail), record({})),
      http.get(apiPath(systemPaths.agreementLatest), record(null)),
    );
    await checkInvite('YC2026');
    await recordInviteOpen('YC2026');
    await getShareScore({ deviceCode: 'd', shareType: 1, inviteSignStr: 'YC2026', practiceListId: 1 } as never);
    await getAgreement({ application: 1 });
    expect(auths).toEqual(Array(4).fill('Bearer student-token'));
  });
});
