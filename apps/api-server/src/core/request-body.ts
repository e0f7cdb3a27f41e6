import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './errors';
import { UNKNOWN_FIELDS_MSG } from './validate';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Whether the route reads a request body. By default POST and PUT do, and DELETE does not (RuoYi's deletes name
     * their ids in the path and options in the query); a route that differs says so here.
     */
    body?: boolean;
  }
}

/** The answer to content sent to a route that reads none and is not an object of fields. */
export const NO_BODY_MSG = '该操作不接受请求内容';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** Whether the matched route reads a request body (its `config.body`, else what its method usually does). */
export const takesBody = (req: FastifyRequest): boolean => req.routeOptions.config?.body ?? BODY_METHODS.has(req.method);

const isEmpty = (body: unknown): boolean =>
  body === undefined || body === null || body === '' || (typeof body === 'object' && !Buffer.isBuffer(body) && Object.keys(body).length === 0);

/**
 * A write refuses what it does not know (docs/deploying.md "API rules"): the fields of a body are checked by the
 * route's contract schema (core/validate.ts), and a route that reads no body refuses any content at all — otherwise a
 * delete or a download sent fields would answer success while ignoring them. Runs after the access gate, so a caller
 * the route refuses learns nothing about its body.
 */
export function refuseUnreadBodies(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    if (!req.routeOptions.url || takesBody(req) || isEmpty(req.body)) return;
    const body = req.body;
    if (body && typeof body === 'object' && !Array.isArray(body) && !Buffer.isBuffer(body)) throw badRequest(`${UNKNOWN_FIELDS_MSG}${Object.keys(body).join('、')}`);
    throw badRequest(NO_BODY_MSG);
  });
}
