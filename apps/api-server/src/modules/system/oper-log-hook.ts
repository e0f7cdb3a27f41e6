import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Role } from '@medteach/contract';
import { BusinessType, type OperLogMeta } from '../../core/oper-log';
import { nowText } from '../../db/db';
import { insertOperLog, type OperLogInsert } from './log-repository';
import { LogWriter } from './log-writer';
import { changeText, paramText, resultText } from './oper-log-redact';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** A title the admin reads: Chinese words (a screen, or what was done), no path. */
const IN_WORDS = /^[\u4e00-\u9fff][^/]*$/;
const URL_MAX_CHARS = 255;
const ERROR_MAX_CHARS = 2000;

interface OperLogState {
  meta: OperLogMeta;
  error?: string;
  payload?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set once the request is known to be a logged write (after the access check passed). */
    operLogState: OperLogState | null;
  }
  interface FastifyInstance {
    /**
     * Back-office writes whose operation-log title is not a name in words ("POST /exam/…"): registered without one
     * (the log would show the path) or with one that is not Chinese. Empty in a correct build (oper-log-titles.spec).
     */
    untitledOperLogRoutes: string[];
  }
}

/** Admin-only: a list of roles that names nobody but admins. */
const adminOnly = (access: unknown) => Array.isArray(access) && access.length > 0 && access.every((r) => r === Role.ADMIN);

/** A route that forgot its `operLog` still gets a title: its path without the prefix and parameters. */
const titleFromRoute = (routeUrl: string, prefix: string) =>
  `/${routeUrl
    .slice(prefix.length)
    .split('/')
    .filter((part) => part && !part.startsWith(':') && part !== '*')
    .join('/')}`;

/**
 * What the log is told for this request: the route's own `operLog`, or — for a write to an admin-only route that
 * set none — its path with businessType OTHER, so every back-office write is logged even when a route forgets.
 * Reads and every other route (a student's answer, a teacher's roll call) are not logged.
 */
function metaFor(req: FastifyRequest, prefix: string): OperLogMeta | null {
  const routeUrl = req.routeOptions.url;
  if (!routeUrl || !routeUrl.startsWith(prefix)) return null;
  const config = req.routeOptions.config;
  // A route that declares operLog is logged whatever its method (RuoYi's unlock is a GET that writes).
  if (config?.operLog) return config.operLog;
  if (!READS.has(req.method) && adminOnly(config?.access)) return { title: titleFromRoute(routeUrl, prefix), businessType: BusinessType.OTHER };
  return null;
}

/** The logged request: the body of a JSON or form write, else its path parameters and query (deletes, uploads). */
function requestParam(req: FastifyRequest): string {
  const body = req.body;
  if (body && typeof body === 'object' && !Buffer.isBuffer(body) && Object.keys(body).length) return paramText(body);
  return paramText({ ...(req.params as object), ...(req.query as object) });
}

/** RuoYi answers failures with HTTP 200 and a code other than 200 too: either makes the entry a failure. */
function outcome(reply: FastifyReply, state: OperLogState): { failed: boolean; errorMsg: string } {
  let answer: { code?: unknown; msg?: unknown } = {};
  try {
    if (state.payload) answer = JSON.parse(state.payload) as typeof answer;
  } catch {
    // Not JSON (a file download): the HTTP status alone says how it went.
  }
  const failed = reply.statusCode >= 400 || (typeof answer.code === 'number' && answer.code !== 200);
  // The answer's message is what the admin saw (also for the framework's own refusals, e.g. a body too large);
  // a crash answered the generic message, so its own error says more.
  const shown = typeof answer.msg === 'string' ? answer.msg : undefined;
  const errorMsg = failed ? ((reply.statusCode >= 500 ? state.error : undefined) ?? shown ?? state.error ?? `HTTP ${reply.statusCode}`) : '';
  return { failed, errorMsg: errorMsg.slice(0, ERROR_MAX_CHARS) };
}

function entryOf(req: FastifyRequest, reply: FastifyReply, state: OperLogState): OperLogInsert {
  const { failed, errorMsg } = outcome(reply, state);
  const isJson = /json/.test(String(reply.getHeader('content-type') ?? ''));
  return {
    title: state.meta.title,
    business_type: state.meta.businessType,
    method: `${req.method} ${req.routeOptions.url}`,
    request_method: req.method,
    oper_user_id: req.user?.userId ?? null,
    oper_name: req.user?.userName ?? '',
    oper_url: req.url.split('?')[0].slice(0, URL_MAX_CHARS),
    oper_ip: req.ip,
    oper_param: requestParam(req),
    json_result: state.payload && isJson ? resultText(state.payload) : '',
    status: failed ? 1 : 0,
    error_msg: errorMsg,
    oper_time: nowText(),
    cost_time: Math.round(reply.elapsedTime),
    oper_before: req.operChange ? changeText(req.operChange.before) : null,
    oper_after: req.operChange ? changeText(req.operChange.after) : null,
  };
}

/**
 * RuoYi's `@Log` aspect as Fastify hooks: every write the operation log should see (metaFor) is recorded after its
 * answer has gone, success or failure, with who, from where, the request and the answer (masked and capped) and the
 * record before/after the route handed over with `noteChange`. Install right after the access check: a request the
 * check refuses never reached the route and is not an operation. Entries go to the shared database, so every
 * instance of a cluster logs into the same list.
 */
export function installOperLog(app: FastifyInstance, prefix: string): void {
  const writer = new LogWriter(app.log);
  app.decorate('logWriter', writer);
  app.decorateRequest('operLogState', null);
  const untitled: string[] = [];
  app.decorate('untitledOperLogRoutes', untitled);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(prefix)) return;
    const name = `${([] as string[]).concat(route.method).join(',')} ${route.url.slice(prefix.length)}`;
    const title = route.config?.operLog?.title;
    if (title !== undefined) {
      if (!IN_WORDS.test(title)) untitled.push(`${name}: ${title}`);
      return;
    }
    const writes = ([] as string[]).concat(route.method).some((m) => !READS.has(m));
    if (writes && adminOnly(route.config?.access)) untitled.push(name);
  });

  // Callback hooks, not async ones: they run on every request (the answer path too) and need no promise there.
  app.addHook('onRequest', (req, _reply, done) => {
    const meta = metaFor(req, prefix);
    if (meta) req.operLogState = { meta };
    done();
  });
  app.addHook('onError', (req, _reply, err, done) => {
    if (req.operLogState) req.operLogState.error = err.message;
    done();
  });
  app.addHook('onSend', (req, _reply, payload, done) => {
    if (req.operLogState && typeof payload === 'string') req.operLogState.payload = payload;
    done(null, payload);
  });
  app.addHook('onResponse', (req, reply, done) => {
    const state = req.operLogState;
    if (state) writer.write('operation log', () => insertOperLog(app.ctx.db, entryOf(req, reply, state)));
    done();
  });
  app.addHook('onClose', async () => writer.idle());
}
