import { constants, createDecipheriv, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, testServer } from '../test-helpers';
import { ENCRYPT_HEADER } from './encrypt';

/**
 * Decrypts as the clients do (RuoYi-Vue-Plus): RSA-decrypt the header → Base64 text → AES key; AES-256-ECB the
 * Base64 body. Node 20 refuses PKCS#1 v1.5 private decryption (CVE-2023-46809), so the padding is removed by hand
 * after a raw RSA operation: 0x00 0x02 <non-zero padding> 0x00 <message>.
 */
function decryptResponse(header: string, body: string, privateKey: string): unknown {
  const block = privateDecrypt({ key: privateKey, padding: constants.RSA_NO_PADDING }, Buffer.from(header, 'base64'));
  expect([block[0], block[1]]).toEqual([0x00, 0x02]);
  const keyB64 = block.subarray(block.indexOf(0x00, 2) + 1).toString('utf8');
  const aesKey = Buffer.from(keyB64, 'base64');
  expect(aesKey).toHaveLength(32);
  const decipher = createDecipheriv('aes-256-ecb', aesKey, null);
  const json = Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
  return JSON.parse(json);
}

describe('response encryption end to end', () => {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  let s: Awaited<ReturnType<typeof testServer>>;
  beforeAll(async () => {
    s = await testServer({ encryptResponses: true, rsaPublicKey: publicKey });
  });
  afterAll(() => s.close());

  it('encrypts API JSON so that the private key holder reads the normal envelope', async () => {
    const headers = await loginAs(s.app, 'student01').catch(() => null);
    // loginAs cannot read an encrypted login answer: sign in by hand and decrypt it.
    expect(headers).toBeNull();
    const login = await s.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'student01', password: '123456' } });
    expect(login.headers['content-type']).toContain('text/plain');
    expect(login.headers['access-control-expose-headers']).toBe(ENCRYPT_HEADER);
    expect(login.body).not.toContain('access_token');
    const grant = decryptResponse(String(login.headers[ENCRYPT_HEADER]), login.body, privateKey) as { code: number; data: { access_token: string } };
    expect(grant.code).toBe(200);

    const info = await s.app.inject({ method: 'GET', url: '/api/system/user/getInfo', headers: { authorization: `Bearer ${grant.data.access_token}` } });
    expect(decryptResponse(String(info.headers[ENCRYPT_HEADER]), info.body, privateKey)).toMatchObject({ code: 200, data: { user: { userName: 'student01' } } });
  });

  it('encrypts error envelopes too, and uses a fresh AES key per response', async () => {
    const a = await s.app.inject({ method: 'GET', url: '/api/system/user/getInfo' });
    const b = await s.app.inject({ method: 'GET', url: '/api/system/user/getInfo' });
    expect(decryptResponse(String(a.headers[ENCRYPT_HEADER]), a.body, privateKey)).toEqual({ code: 401, msg: '认证失败，无法访问系统资源' });
    expect(a.body).not.toBe(b.body);
  });

  it('leaves plain routes (health) unencrypted', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers[ENCRYPT_HEADER]).toBeUndefined();
    expect(res.json().status).toBe('UP');
  });
});
