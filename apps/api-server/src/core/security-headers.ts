import type { FastifyReply, FastifyRequest } from 'fastify';
import { WECHAT_JS_SDK_URL } from '@medteach/contract';

const policy = (scriptSources: string) => [
  "default-src 'self'",
  `script-src ${scriptSources}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss: http://*:7777 https://*:7777",
  "frame-ancestors 'self'",
  "form-action 'self'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');

/**
 * CSP the apps actually run under: scripts only from this origin, inline styles (antd / antd-mobile CSS-in-JS),
 * media from this origin, data: and blob:, the station socket on port 7777.
 */
export const CONTENT_SECURITY_POLICY = policy("'self'");

/** Where `npm start` serves the landing pages (api-server APP_MOUNTS `landing`). */
export const LANDING_PATH_PREFIX = '/landing/';
/**
 * The landing pages alone may also load WeChat's JS-SDK (its open-app tag, issue 7), and only that one file (a
 * source with a full path matches exactly that URL): no other page has a reason to run WeChat's code, so everything
 * else keeps `script-src 'self'`.
 */
export const LANDING_CONTENT_SECURITY_POLICY = policy(`'self' ${WECHAT_JS_SDK_URL}`);

/** The policy for an HTML answer at this request URL. */
export function contentSecurityPolicyFor(url: string): string {
  return url.split('?', 1)[0].startsWith(LANDING_PATH_PREFIX) ? LANDING_CONTENT_SECURITY_POLICY : CONTENT_SECURITY_POLICY;
}

export async function securityHeadersHook(req: FastifyRequest, reply: FastifyReply, payload: unknown) {
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('X-Frame-Options', 'SAMEORIGIN');
  reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  const type = String(reply.getHeader('content-type') ?? '');
  if (type.includes('text/html')) reply.header('Content-Security-Policy', contentSecurityPolicyFor(req.url));
  return payload;
}
