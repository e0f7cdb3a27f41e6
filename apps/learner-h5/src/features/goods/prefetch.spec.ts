import { commerceQueries } from '@medteach/api-client';
import { commerceHandlers, createTestQueryClient, setupMswServer, setupTestApi } from '@medteach/api-client/testing';
import { prefetchGoods, skillIdParam } from './prefetch';

const server = setupMswServer();
setupTestApi();

describe('/goods prefetch (route loader)', () => {
  it('starts the product request for ?id and leaves the result in the cache the page reads', async () => {
    const requested: string[] = [];
    server.use(...commerceHandlers({ onRequest: (_p, url) => requested.push(url.search) }));
    const client = createTestQueryClient();
    prefetchGoods(client, new URLSearchParams('id=1'));
    await vi.waitFor(() => expect(client.getQueryData(commerceQueries.productBySkill(1).queryKey)).toMatchObject({ skillId: 1 }));
    expect(requested).toEqual(['?skillId=1']);
  });

  it.each(['', 'id=0', 'id=-3', 'id=abc', 'id=1.5'])('asks for nothing with %j (the page shows its empty state)', (search) => {
    const client = createTestQueryClient();
    prefetchGoods(client, new URLSearchParams(search));
    expect(client.getQueryCache().getAll()).toEqual([]);
  });

  it('reads ?id as a positive whole number', () => {
    expect(skillIdParam('12')).toBe(12);
    expect(skillIdParam(null)).toBeNull();
    expect(skillIdParam('0')).toBeNull();
  });
});
