/**
 * The RuoYi-Vue-Plus encryption header, kept apart from crypto.ts: the request layer reads it on every response,
 * while crypto.ts (crypto-js + jsencrypt, ~45 kB gzip) is only loaded when a response or request is encrypted.
 */
export const ENCRYPT_HEADER = 'encrypt-key';
