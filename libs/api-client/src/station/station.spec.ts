import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createMemoryTokenStore } from '../auth/token-store';
import { apiPath, createTestQueryClient, fail, ok, setupMswServer, setupTestApi } from '../core/testing';
import { createQueryClient } from '../core/query-client';
import { stationConsoleKeys, stationConsoleMutations } from './console';
import { getSkillQuestionsByIds, stationQueries } from './display';
import { pairDisplayDevice } from './pairing';
import { buildStationScreen } from './testing';

const server = setupMswServer();
const api = setupTestApi({ tokenStore: createMemoryTokenStore('staff-token') });

describe('station display calls', () => {
  it('fetch the screen by codeAddress, with the token the device holds (spec §6), and without popups on failure', async () => {
    let seen: { code: string | null; auth: string | null } | undefined;
    server.use(
      http.get(apiPath('/examStation/getStationScreen'), ({ request }) => {
        seen = { code: new URL(request.url).searchParams.get('codeAddress'), auth: request.headers.get('authorization') };
        return HttpResponse.json(ok(buildStationScreen({ examName: '考核A' })));
      }),
    );
    const client = createTestQueryClient();
    expect((await client.fetchQuery(stationQueries.screen('A1'))).examName).toBe('考核A');
    expect(seen).toEqual({ code: 'A1', auth: 'Bearer staff-token' });

    server.use(http.get(apiPath('/examDevice/getSkillInfo'), () => HttpResponse.json(fail(500, '设备不存在'))));
    await expect(client.fetchQuery(stationQueries.skillInfo('ZZ'))).rejects.toBeTruthy();
    expect(api.notifier.calls).toEqual([]);
  });
});

describe('skill questions by ids (spec §7 getByIds {examSkillIds, token}; issue 13)', () => {
  it('sends the token as the `token` parameter: the given one, or the one the screen holds', async () => {
    const tokens: (string | null)[] = [];
    server.use(
      http.get(apiPath('/structuralExam/examSkillQuestion/getByIds'), ({ request }) => {
        tokens.push(new URL(request.url).searchParams.get('token'));
        return HttpResponse.json(ok([]));
      }),
    );
    await getSkillQuestionsByIds('1,2', 'from-url');
    await getSkillQuestionsByIds('1,2', undefined);
    expect(tokens).toEqual(['from-url', 'staff-token']);
  });
});

describe('display pairing (issue 14 rows 4-5)', () => {
  afterEach(() => pairDisplayDevice(null));

  it('sends the device key with every display call once paired, and stops when unpaired', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.get(apiPath('/examStation/getStationScreen'), ({ request }) => {
        keys.push(request.headers.get('x-device-key'));
        return HttpResponse.json(ok(buildStationScreen()));
      }),
    );
    pairDisplayDevice('key-of-A1');
    await createTestQueryClient().fetchQuery(stationQueries.screen('A1'));
    pairDisplayDevice(null);
    await createTestQueryClient().fetchQuery(stationQueries.screen('A1'));
    expect(keys).toEqual(['key-of-A1', null]);
  });
});

describe('call console', () => {
  it('posts the action with the staff token and invalidates the console views', async () => {
    let auth: string | null = null;
    server.use(
      http.post(apiPath('/examStation/console/action'), ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json(ok({ event: 'call_003', items: [{ realName: '王伟', roomId: 2 }], delivered: 3 }));
      }),
    );
    const client = createQueryClient({ retry: false });
    client.setQueryData(stationConsoleKeys.station(1), { stale: false });
    // Through the client's MutationCache, where meta.invalidates applies.
    const result = await client.getMutationCache().build(client, stationConsoleMutations.action()).execute({ action: 'call', roomId: 2, examineeId: 1 });
    expect(result.delivered).toBe(3);
    expect(auth).toBe('Bearer staff-token');
    expect(client.getQueryState(stationConsoleKeys.station(1))?.isInvalidated).toBe(true);
  });
});
