import type { FastifyReply, FastifyRequest } from 'fastify';
import { WECHAT_JS_SDK_URL } from '@medteach/contract';
import { loadWebConfig, type WebConfig } from './web-config';

const policy = (scriptSources: string, connectSources: readonly string[], formActions: readonly string[] = []) => [
  "default-src 'self'",
  `script-src ${scriptSources}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' data: blob:",
  "font-src 'self' data:",
  // Only this origin and the configured station socket / API origins (issue 14 row 13: was any host over ws:/wss:).
  ["connect-src 'self'", ...connectSources].join(' '),
  "frame-ancestors 'self'",
  // Pay forms post to the payment provider's gateway when one is configured (core/payment-config.ts).
  ["form-action 'self'", ...formActions].join(' '),
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');

/**
 * CSP the apps actually run under: scripts only from this origin, inline styles (antd / antd-mobile CSS-in-JS),
 * media from this origin, data: and blob:, connections to this origin and the configured ones (web-config.ts).
 */
export const contentSecurityPolicy = (web: Pick<WebConfig, 'connectSources'>, formActions: readonly string[] = []) => policy("'self'", web.connectSources, formActions);

/** Where `npm start` serves the landing pages (api-server APP_MOUNTS `landing`). */
export const LANDING_PATH_PREFIX = '/landing/';
/**
 * The landing pages alone may also load WeChat's JS-SDK (its open-app tag, issue 7), and only that one file (a
 * source with a full path matches exactly that URL): no other page has a reason to run WeChat's code, so everything
 * else keeps `script-src 'self'`.
 */
export const landingContentSecurityPolicy = (web: Pick<WebConfig, 'connectSources'>) => policy(`'self' ${WECHAT_JS_SDK_URL}`, web.connectSources);

/** The policies of a server with no origins configured (PORT 8080, SOCKET_PORT 7777): tests compare against them. */
const DEFAULT_WEB = loadWebConfig({}, 8080, 7777);
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy(DEFAULT_WEB);
export const LANDING_CONTENT_SECURITY_POLICY = landingContentSecurityPolicy(DEFAULT_WEB);

/**
 * nosniff, frame and referrer rules on every answer; the CSP of this server's configuration on HTML answers.
 * `formActions`: origins pay forms may post to (the payment provider's gateway).
 */
export function securityHeadersHook(web: Pick<WebConfig, 'connectSources'>, formActions: readonly string[] = []) {
  const app = contentSecurityPolicy(web, formActions);
  const landing = landingContentSecurityPolicy(web);
  return async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'SAMEORIGIN');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.includes('text/html')) reply.header('Content-Security-Policy', req.url.split('?', 1)[0].startsWith(LANDING_PATH_PREFIX) ? landing : app);
    return payload;
  };
}
