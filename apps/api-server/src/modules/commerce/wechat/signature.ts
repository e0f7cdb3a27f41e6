import { createHash, randomInt } from 'node:crypto';

/**
 * WeChat JS-SDK permission signature (JS-SDK docs, appendix 1 "JS-SDK使用权限签名算法"): the four fields sorted by
 * name (ASCII), joined as `key=value&…` WITHOUT URL-escaping the values, then SHA-1 in lower-case hex.
 */
export interface JsSdkSignInput {
  jsapiTicket: string;
  nonceStr: string;
  /** Seconds since the epoch. */
  timestamp: number;
  /** The page URL exactly as the browser has it, without `#` and what follows. */
  url: string;
}

export function signJsSdk({ jsapiTicket, nonceStr, timestamp, url }: JsSdkSignInput): string {
  const plain = `jsapi_ticket=${jsapiTicket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`;
  return createHash('sha1').update(plain, 'utf8').digest('hex');
}

/** WeChat signs the page URL without its fragment; the landing pages are hash-routed, so the fragment always differs. */
export const signableUrl = (url: string): string => url.split('#', 1)[0];

/** WeChat accepts nonces up to 32 characters; 16 random alphanumerics is what its own samples use. */
export const NONCE_LENGTH = 16;
const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function createNonce(length = NONCE_LENGTH): string {
  return Array.from({ length }, () => NONCE_ALPHABET[randomInt(NONCE_ALPHABET.length)]).join('');
}

export const epochSeconds = (ms = Date.now()): number => Math.floor(ms / 1000);
