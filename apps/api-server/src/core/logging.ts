import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Query parameters that carry credentials: apps open with `?token=` (spec §6), the station passes `token` too. */
const SECRET_PARAMS = ['token', 'access_token', 'password', 'code'];

/** The URL with credential query values replaced by `***`, safe to log. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  let changed = false;
  for (const key of [...params.keys()]) {
    if (SECRET_PARAMS.includes(key.toLowerCase())) {
      params.set(key, '***');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, q)}?${params.toString()}` : url;
}

/**
 * Structured JSON logs (pino) whose request lines never contain tokens: only method, redacted URL, remote
 * address and device type; headers (Authorization, Cookie) are not serialised at all.
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.ip,
        deviceType: req.headers?.['device-type'],
      }),
    },
  };
}
