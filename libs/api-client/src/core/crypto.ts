/**
 * RuoYi-Vue-Plus transport encryption (server side in
 * apps/api-server/src/core/encrypt.ts):
 * - response: header `encrypt-key` = RSA-PKCS#1 v1.5(Base64(aesKey)); body = Base64(AES-ECB/PKCS7(json)).
 *   Client: RSA-decrypt the header with the private key → Base64 text → decode → AES key → decrypt the body → JSON.
 * - request (opt-in per call with `{ encrypt: true }` when a public key is configured): a fresh random 32-character
 *   AES key, sent the same way in the `encrypt-key` request header; the body becomes the Base64 ciphertext.
 * jsencrypt (RSA) and crypto-js (AES) are the maintained libraries RuoYi-Vue-Plus front ends use.
 * Loaded only through `loadCrypto()` in http.ts (a dynamic import), so apps that never see an encrypted message
 * never download these libraries.
 */
import CryptoJS from 'crypto-js';
import { JSEncrypt } from 'jsencrypt';

export { ENCRYPT_HEADER } from './encrypt-header';
const AES_KEY_LENGTH = 32;
const KEY_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

const aesOptions = { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 };

/** Decrypts an encrypted response body; throws when the key or the body does not decrypt. */
export function decryptResponseBody(encryptedKey: string, body: string, privateKeyPem: string): unknown {
  const rsa = new JSEncrypt();
  rsa.setPrivateKey(privateKeyPem);
  const keyBase64 = rsa.decrypt(encryptedKey);
  if (!keyBase64) throw new Error('encrypt-key could not be decrypted');
  const aesKey = CryptoJS.enc.Base64.parse(keyBase64);
  const plain = CryptoJS.AES.decrypt(body, aesKey, aesOptions).toString(CryptoJS.enc.Utf8);
  return JSON.parse(plain);
}

function randomAesKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(AES_KEY_LENGTH));
  return Array.from(bytes, (b) => KEY_CHARS[b % KEY_CHARS.length]).join('');
}

/** Encrypts a request body; returns the header value and the new body text. */
export function encryptRequestBody(data: unknown, publicKeyPem: string): { header: string; body: string } {
  const aesKeyText = randomAesKey();
  const rsa = new JSEncrypt();
  rsa.setPublicKey(publicKeyPem);
  const header = rsa.encrypt(CryptoJS.enc.Base64.stringify(CryptoJS.enc.Utf8.parse(aesKeyText)));
  if (!header) throw new Error('request key could not be encrypted');
  const text = typeof data === 'string' ? data : JSON.stringify(data ?? {});
  const body = CryptoJS.AES.encrypt(text, CryptoJS.enc.Utf8.parse(aesKeyText), aesOptions).toString();
  return { header, body };
}
