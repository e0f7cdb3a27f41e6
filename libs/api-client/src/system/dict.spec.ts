import { http as mswHttp, HttpResponse } from 'msw';
import { apiPath, buildDictData, createTestQueryClient, ok, setupMswServer, systemHandlers, setupTestApi } from '../testing';
import { configQueries, dictLabels, dictQueries } from './dict';

const server = setupMswServer(
  ...systemHandlers({
    dicts: { cmtt_exam_type: [buildDictData(), buildDictData({ dictCode: 2, dictLabel: 'X型题', dictValue: '5', listClass: 'primary' })] },
    configs: { 'sys.index.skinName': 'skin-blue' },
  }),
);
setupTestApi();

describe('dictQueries.byType', () => {
  it('maps rows to {label, value, listClass, cssClass}', async () => {
    const options = await createTestQueryClient().fetchQuery(dictQueries.byType('cmtt_exam_type'));
    expect(options.map(({ label, value, listClass }) => ({ label, value, listClass }))).toEqual([
      { label: 'A1型题', value: '0', listClass: 'default' },
      { label: 'X型题', value: '5', listClass: 'primary' },
    ]);
  });
  it('fetches each type once per client', async () => {
    let calls = 0;
    server.use(
      mswHttp.get(apiPath('/system/dict/data/type/:type'), () => {
        calls += 1;
        return HttpResponse.json(ok([buildDictData()]));
      }),
    );
    const client = createTestQueryClient();
    await client.fetchQuery(dictQueries.byType('t1'));
    await client.fetchQuery(dictQueries.byType('t1'));
    await client.fetchQuery(dictQueries.byType('t2'));
    expect(calls).toBe(2);
  });
  it('dictLabels splits comma-joined values and keeps unmatched ones as text', async () => {
    const options = await createTestQueryClient().fetchQuery(dictQueries.byType('cmtt_exam_type'));
    expect(dictLabels(options, '0,5,9')).toEqual(['A1型题', 'X型题', '9']);
    expect(dictLabels(options, '')).toEqual([]);
  });
});

describe('configQueries.byKey', () => {
  it('reads the value RuoYi puts in msg', async () => {
    expect(await createTestQueryClient().fetchQuery(configQueries.byKey('sys.index.skinName'))).toBe('skin-blue');
  });
});
