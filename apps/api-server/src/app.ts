import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions, type onRouteHookHandler } from 'fastify';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import multipart from '@fastify/multipart';
import { ResultCode, UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '@medteach/contract';
import { AppError, forbidden, httpStatusFor, unauthorized } from './core/errors';
import type { ServerContext } from './core/context';
import { encryptResponseHook } from './core/encrypt';
import { appConfigScript } from './core/app-config-script';
import { securityHeadersHook } from './core/security-headers';
import { loggerOptions } from './core/logging';
import { MODULES } from './modules/registry';
import { stationGate } from './modules/station/gate';
import { requireDeclaredAccess, servePublicly } from './core/access';
import { refuseUnreadBodies } from './core/request-body';
import { installOperLog } from './modules/system/oper-log-hook';

export const API_PREFIX = '/api';
/** Body limit: uploads have their own limit; JSON bodies stay small. */
const JSON_BODY_LIMIT = 1024 * 1024;
/** Form fields per multipart request (uploads send a handful; more is an attack on the parser). */
const MULTIPART_MAX_FIELDS = 20;
/** How often Node checks requests against the timeout: a slow body is cut off at most this long after it (issue 14 row 12). */
const TIMEOUT_CHECK_MS = 1000;
/** Answer to a request the server cannot even parse (bad JSON, bad multipart, undecodable URL). */
const BAD_REQUEST_MSG = '请求格式不正确';

/** Built apps served by `npm start`, each under its own path (the README's apps table). */
export const APP_MOUNTS: Record<string, string> = {
  learner: 'learner-h5',
  teaching: 'teaching-h5',
  station: 'station-display',
  landing: 'landing-pages',
  admin: 'admin-shell',
};

/** True when a NUL character sits anywhere in a parsed body (strings, keys, nested arrays and objects). */
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (!value || typeof value !== 'object' || depth > 32 || Buffer.isBuffer(value)) return false;
  // A loop, not Object.entries: every request's body passes here (issue 15 load bench).
  for (const key in value) if (key.includes('\u0000') || containsNul((value as Record<string, unknown>)[key], depth + 1)) return true;
  return false;
}

export interface BuildOptions extends FastifyServerOptions {
  /** Where structured logs go (tests capture them); stdout by default. */
  logStream?: NodeJS.WritableStream;
  /** Sees every route as it is added (tests discover the route table and its `config.access` this way). */
  onRoute?: onRouteHookHandler;
}

export async function buildApp(ctx: ServerContext, { logStream, onRoute, ...opts }: BuildOptions = {}): Promise<FastifyInstance> {
  const { requestTimeoutMs } = ctx.config.web;
  const app = Fastify({
    bodyLimit: JSON_BODY_LIMIT,
    // Headers and body must have arrived within REQUEST_TIMEOUT_MS: a client dribbling a body is disconnected
    // instead of holding a connection for minutes (Node checks every 30 s by default, hence our own server).
    serverFactory: (handler) => createServer({ requestTimeout: requestTimeoutMs, headersTimeout: requestTimeoutMs, connectionsCheckingInterval: TIMEOUT_CHECK_MS }, handler),
    // Tokens arrive in the query on first open (spec §6): the request serializer keeps them out of the logs.
    logger: loggerOptions(ctx.config.logLevel, logStream),
    // A path Fastify cannot decode (`/api/x/%FF`) never reaches setErrorHandler: answer it with the envelope too,
    // instead of Fastify's own body naming the framework error.
    // Such replies skip the onSend hooks, so the JSON answer's nosniff header is set here.
    frameworkErrors: (_err, _req, reply) => {
      void (reply as unknown as FastifyReply).status(400).header('X-Content-Type-Options', 'nosniff').send({ code: ResultCode.BAD_REQUEST, msg: BAD_REQUEST_MSG });
    },
    ...opts,
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  // Downloads POST their filters form-encoded, as RuoYi's download helper sends them.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.decorate('ctx', ctx);
  app.decorateRequest('user', null);
  app.decorateRequest('device', null);

  requireDeclaredAccess(app);
  // Who may call is read from the route the router matched, never from the request's raw target: the router decodes
  // `/%61pi/…`, accepts absolute-form targets and the like, so any test on `req.url` can be walked around.
  app.addHook('onRequest', async (req) => {
    const header = req.headers.authorization;
    if (header?.startsWith('Bearer ')) req.user = await ctx.tokens.verify(header.slice(7).trim());
    if (!req.routeOptions.url) return; // no route matched: the 404 answer, which serves nothing
    const access = req.routeOptions.config?.access;
    if (access === 'public') return;
    if (access === 'station') return stationGate(ctx, req);
    const user = req.user;
    if (!user) throw unauthorized();
    if (access === 'user') return;
    if (!Array.isArray(access) || !access.some((r) => user.roles.includes(r))) throw forbidden();
  });
  // After the access check: writes it refused never reached a route and are not operations.
  installOperLog(app, API_PREFIX);

  // No text column of either engine takes a NUL character (PostgreSQL refuses it outright): a request carrying one,
  // in its path, query or JSON body, is malformed input and changes nothing.
  app.addHook('preValidation', async (req, reply) => {
    if (/%00/.test(req.url) || containsNul(req.body)) return reply.status(400).send({ code: ResultCode.BAD_REQUEST, msg: BAD_REQUEST_MSG });
  });
  refuseUnreadBodies(app);

  app.setErrorHandler((err, req, reply) => {
    if (err instanceof AppError) {
      return reply.status(httpStatusFor(err.code)).send({ code: err.code, msg: err.message });
    }
    const e = err as { statusCode?: number; code?: string; message?: string };
    if (e.statusCode === 413 || e.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || e.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send({ code: 413, msg: '请求内容过大' });
    }
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
      // Malformed JSON, wrong content type, bad multipart …: a clear message, never the parser's internals.
      return reply.status(400).send({ code: ResultCode.BAD_REQUEST, msg: BAD_REQUEST_MSG });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ code: ResultCode.ERROR, msg: '系统未知错误，请反馈给管理员' });
  });

  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith(API_PREFIX) || req.method !== 'GET') {
      return reply.status(404).send({ code: ResultCode.NOT_FOUND, msg: '访问资源不存在' });
    }
    return reply.status(404).type('text/html; charset=utf-8').send('<!doctype html><meta charset="utf-8"><title>404</title><p>404错误! 找不到网页！</p>');
  });

  app.addHook('onSend', securityHeadersHook(ctx.config.web, ctx.config.alipay ? [new URL(ctx.config.alipay.gateway).origin] : []));
  if (ctx.config.encryptResponses) app.addHook('onSend', encryptResponseHook(ctx.config));

  // The contract's upload limits (one byte over the size, so the upload route itself refuses a file of exactly it).
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES + 1, files: UPLOAD_MAX_FILES, fields: MULTIPART_MAX_FIELDS } });

  await app.register(
    async (api) => {
      // Every module's routes, in the registry's order (modules/registry.ts).
      for (const { routes } of MODULES) await api.register(routes);
    },
    { prefix: API_PREFIX },
  );

  // Files: uploads and generated media (private deployments: same origin + /file/, spec §9), and the built apps.
  await app.register(async (files) => {
    servePublicly(files);
    await files.register(fastifyStatic, { root: ctx.config.uploadDir, prefix: '/file/', decorateReply: false, index: false });
    if (ctx.config.staticDir) await serveApps(files, ctx.config.staticDir, ctx.config.socketPort);
  });
  return app;
}

/**
 * The built apps, each under its own path. The app builds write .br/.gz beside each asset (tools/vite/app-build.ts):
 * sent to browsers that accept them, ~4× fewer bytes than the plain files; without them the plain file is sent. The
 * answer depends on Accept-Encoding, which caches must know (@fastify/static does not say so itself).
 */
async function serveApps(app: FastifyInstance, staticDir: string, socketPort: number): Promise<void> {
  const preCompressed = true;
  const setHeaders = (res: { setHeader(name: string, value: string): unknown }) => res.setHeader('Vary', 'Accept-Encoding');
  for (const [mount, project] of Object.entries(APP_MOUNTS)) {
    const root = join(staticDir, project);
    if (!existsSync(root)) continue;
    await app.register(fastifyStatic, { root, prefix: `/${mount}/`, decorateReply: false, index: ['index.html'], preCompressed, setHeaders });
    // Read on every request: the deployment edits the file in place (no restart), and it is a few hundred bytes.
    app.get(`/${mount}/config.js`, async (_req, reply) => {
      const onDisk = await readFile(join(root, 'config.js'), 'utf8').catch(() => null);
      return reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(appConfigScript(onDisk, socketPort));
    });
    app.get(`/${mount}`, (_req, reply) => reply.redirect(`/${mount}/`));
  }
  const rootEntry = join(staticDir, 'landing-pages', 'root');
  if (existsSync(rootEntry)) {
    await app.register(fastifyStatic, { root: rootEntry, prefix: '/', decorateReply: false, index: ['index.html'], wildcard: false, preCompressed, setHeaders });
  }
}
