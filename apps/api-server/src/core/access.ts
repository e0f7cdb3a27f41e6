import type { FastifyInstance, RouteOptions } from 'fastify';
import { Role, type RoleKey } from '@medteach/contract';
import type { Access } from './context';

const ROLE_KEYS = new Set<string>(Object.values(Role));

/** A declaration the access gate understands; anything else (missing, misspelt, an empty role list) is none. */
export function isDeclaredAccess(access: unknown): access is Access {
  if (access === 'public' || access === 'user' || access === 'station') return true;
  return Array.isArray(access) && access.length > 0 && access.every((r) => ROLE_KEYS.has(r as RoleKey));
}

const routeName = (route: RouteOptions) => `${[route.method].flat().join(',')} ${route.url}`;

/**
 * Deny by default, enforced where it cannot be forgotten: every route must declare who may call it
 * (`config.access`), and the server refuses to start while one does not. The gate in app.ts refuses anything it does
 * not recognise as well, so even a route that slipped past this check serves nobody.
 */
export function requireDeclaredAccess(app: FastifyInstance): void {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.addHook('onReady', async () => {
    const undeclared = routes.filter((r) => !isDeclaredAccess(r.config?.access)).map(routeName);
    if (undeclared.length) throw new Error(`routes that declare no access: ${undeclared.join('; ')}`);
  });
}

/** Declares every route registered in `scope` public: built apps and stored files, which any browser may load. */
export function servePublicly(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: 'public' };
  });
}
