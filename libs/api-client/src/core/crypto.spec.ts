import { constants, createCipheriv, createDecipheriv, generateKeyPairSync, privateDecrypt, publicEncrypt, randomBytes } from 'node:crypto';
import { http as mswHttp, HttpResponse } from 'msw';
import { apiPath, fail, ok, setupMswServer, setupTestApi } from '../testing';
import { configureApi } from './config';
import { ENCRYPT_HEADER } from './crypto';
import { apiGet, apiPost } from './http';

/** The server half of the RuoYi-Vue-Plus scheme, as apps/api-server/src/core/encrypt.ts does it. */
function serverEncrypt(json: string, publicKey: string) {
  const aesKey = randomBytes(16).toString('hex'); // 32 characters
  const keyB64 = Buffer.from(aesKey, 'utf8').toString('base64');
  const header = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(keyB64)).toString('base64');
  const cipher = createCipheriv('aes-256-ecb', Buffer.from(aesKey, 'utf8'), null);
  return { header, body: Buffer.concat([cipher.update(json, 'utf8'), cipher.final()]).toString('base64') };
}
function serverDecrypt(header: string, body: string, privateKey: string) {
  // Node refuses PKCS#1 v1.5 private decryption (CVE-2023-46809): decrypt raw and strip 00 02 <random> 00 by hand.
  const raw = privateDecrypt({ key: privateKey, padding: constants.RSA_NO_PADDING }, Buffer.from(header, 'base64'));
  expect([raw[0], raw[1]]).toEqual([0, 2]);
  const keyB64 = raw.subarray(raw.indexOf(0, 2) + 1).toString('utf8');
  const aesKey = Buffer.from(keyB64, 'base64');
  const decipher = createDecipheriv('aes-256-ecb', aesKey, null);
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
}

const keys = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
});

const server = setupMswServer();
const api = setupTestApi();
const encrypted = (envelope: object) => () => {
  const { header, body } = serverEncrypt(JSON.stringify(envelope), keys.publicKey);
  return new HttpResponse(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', [ENCRYPT_HEADER]: header } });
};

describe('encrypt-key responses', () => {
  beforeEach(() => configureApi({ crypto: { responsePrivateKey: keys.privateKey } }));

  it('decrypts the body, then applies the normal code handling', async () => {
    server.use(mswHttp.get(apiPath('/secret'), encrypted(ok({ name: '张三', score: 98 }))));
    expect(await apiGet('/secret')).toEqual({ name: '张三', score: 98 });
  });
  it('a decrypted business error is shown and rejected like a plain one', async () => {
    server.use(mswHttp.get(apiPath('/secret'), encrypted(fail(601, '请稍后再试'))));
    await expect(apiGet('/secret')).rejects.toMatchObject({ kind: 'business', code: 601 });
    expect(api.notifier.messages('warning')).toEqual(['请稍后再试']);
  });
  it('also reads PKCS#8 private keys', async () => {
    const pkcs8 = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    configureApi({ crypto: { responsePrivateKey: pkcs8.privateKey } });
    server.use(
      mswHttp.get(apiPath('/secret'), () => {
        const { header, body } = serverEncrypt(JSON.stringify(ok(1)), pkcs8.publicKey);
        return new HttpResponse(body, { headers: { [ENCRYPT_HEADER]: header } });
      }),
    );
    expect(await apiGet('/secret')).toBe(1);
  });
});

describe('request encryption', () => {
  it('encrypts the body of { encrypt: true } writes with a fresh AES key the server can open', async () => {
    configureApi({ crypto: { requestPublicKey: keys.publicKey } });
    let seen = '';
    server.use(
      mswHttp.post(apiPath('/secret'), async ({ request }) => {
        seen = serverDecrypt(request.headers.get(ENCRYPT_HEADER) ?? '', await request.text(), keys.privateKey);
        return HttpResponse.json(ok());
      }),
    );
    await apiPost('/secret', { password: '123456' }, { encrypt: true });
    expect(JSON.parse(seen)).toEqual({ password: '123456' });
  });
  it('sends plain JSON when the call does not ask for encryption', async () => {
    configureApi({ crypto: { requestPublicKey: keys.publicKey } });
    let header: string | null = 'unset';
    server.use(
      mswHttp.post(apiPath('/plain'), async ({ request }) => {
        header = request.headers.get(ENCRYPT_HEADER);
        return HttpResponse.json(ok(await request.json()));
      }),
    );
    expect(await apiPost('/plain', { a: 1 })).toEqual({ a: 1 });
    expect(header).toBeNull();
  });
});
