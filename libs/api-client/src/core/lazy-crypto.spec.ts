import { http as mswHttp, HttpResponse } from 'msw';
import { apiPath, ok, setupMswServer, setupTestApi } from '../testing';
import { configureApi } from './config';
import { ENCRYPT_HEADER } from './encrypt-header';
import { apiGet, apiPost } from './http';

/** Counts how often the crypto module is evaluated, i.e. fetched as a chunk in a built app. */
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./crypto', async (importOriginal) => {
  loads.count += 1;
  const real = await importOriginal<typeof import('./crypto')>();
  return { ...real, decryptResponseBody: () => ok('opened'), encryptRequestBody: () => ({ header: 'k', body: 'sealed' }) };
});

const server = setupMswServer();
setupTestApi();

// Issue 9: crypto-js + jsencrypt must not be part of what every screen loads up front.
describe('the crypto module is loaded only for encrypted messages', () => {
  beforeEach(() => configureApi({ crypto: { responsePrivateKey: 'private', requestPublicKey: 'public' } }));

  it('plain requests and responses never load it, even with keys configured', async () => {
    server.use(mswHttp.get(apiPath('/plain'), () => HttpResponse.json(ok(1))), mswHttp.post(apiPath('/plain'), () => HttpResponse.json(ok(2))));
    expect(await apiGet('/plain')).toBe(1);
    expect(await apiPost('/plain', { a: 1 })).toBe(2);
    expect(loads.count).toBe(0);
  });
  it('an encrypt-key response loads it and is decrypted through it', async () => {
    server.use(mswHttp.get(apiPath('/secret'), () => new HttpResponse('cipher', { headers: { [ENCRYPT_HEADER]: 'key' } })));
    expect(await apiGet('/secret')).toBe('opened');
    expect(loads.count).toBe(1);
  });
  it('an { encrypt: true } write sends the body it returns', async () => {
    let sent = '';
    server.use(
      mswHttp.post(apiPath('/secret'), async ({ request }) => {
        sent = `${request.headers.get(ENCRYPT_HEADER)}:${await request.text()}`;
        return HttpResponse.json(ok());
      }),
    );
    await apiPost('/secret', { password: '123456' }, { encrypt: true });
    // axios JSON-quotes a string body under the JSON content type, as it did before crypto.ts was loaded lazily.
    expect(sent).toMatch(/^k:"?sealed"?$/);
  });
});
