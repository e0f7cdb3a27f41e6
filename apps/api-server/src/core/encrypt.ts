import { constants, createCipheriv, publicEncrypt, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from './config';

export const ENCRYPT_HEADER = 'encrypt-key';
const KEY_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * RuoYi-Vue-Plus response encryption: a random 32-character AES key, Base64-encoded then RSA-encrypted
 * (PKCS#1 v1.5) with the client's public key into the `encrypt-key` header; the body is
 * Base64(AES-256-ECB/PKCS7(json)).
 */
export function encryptPayload(json: string, publicKeyPem: string): { header: string; body: string } {
  const bytes = randomBytes(32);
  const aesKey = Array.from(bytes, (b) => KEY_CHARS[b % KEY_CHARS.length]).join('');
  const keyB64 = Buffer.from(aesKey, 'utf8').toString('base64');
  const header = publicEncrypt({ key: publicKeyPem, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(keyB64, 'utf8')).toString('base64');
  const cipher = createCipheriv('aes-256-ecb', Buffer.from(aesKey, 'utf8'), null);
  const body = Buffer.concat([cipher.update(json, 'utf8'), cipher.final()]).toString('base64');
  return { header, body };
}

export function encryptResponseHook(config: ServerConfig) {
  return async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    // The matched route decides, not the raw target (`/%61pi/…` reaches the same route).
    if (!config.rsaPublicKey || !req.routeOptions.url?.startsWith('/api/') || req.routeOptions.config?.plain) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.includes('application/json') || typeof payload !== 'string') return payload;
    const { header, body } = encryptPayload(payload, config.rsaPublicKey);
    reply.header(ENCRYPT_HEADER, header);
    reply.header('Access-Control-Expose-Headers', ENCRYPT_HEADER);
    reply.header('content-type', 'text/plain; charset=utf-8');
    return body;
  };
}
