import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * CSP the apps actually run under: scripts only from this origin, inline styles (antd / antd-mobile CSS-in-JS),
 * media from this origin, data: and blob:, the station socket on port 7777.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
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

export async function securityHeadersHook(_req: FastifyRequest, reply: FastifyReply, payload: unknown) {
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('X-Frame-Options', 'SAMEORIGIN');
  reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  const type = String(reply.getHeader('content-type') ?? '');
  if (type.includes('text/html')) reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  return payload;
}
