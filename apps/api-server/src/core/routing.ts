import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Role } from '@medteach/contract';
import type { Access } from './context';

/** The service prefix of the teaching centre's paths (teaching and online courses). */
const SERVICE_PREFIX = '/teachingCenter';

/** Access of routes only students call (answering, signing in, claiming). */
export const STUDENTS: Access = [Role.STUDENT];
/** Access of routes for the people who teach: teachers and admins (never students). */
export const TEACHING_STAFF: Access = [Role.TEACHER, Role.ADMIN];

/**
 * The spec writes many teaching-centre paths without their `/teachingCenter` service prefix (§7 lists
 * `/teachingCenter/teachingSemester/list` then `/teachingMajor/list`, `/onlineCourse/submit` …): every route answers
 * both spellings so clients built on either keep working.
 */
export function pathVariants(path: string): string[] {
  return path.startsWith(SERVICE_PREFIX) ? [path, path.slice(SERVICE_PREFIX.length)] : [path];
}

type Handler = (req: FastifyRequest) => unknown;

/** Registers `handler` under every spelling of `path` (pathVariants), with its access rule. */
export function route(app: FastifyInstance, method: 'GET' | 'POST', path: string, access: Access, handler: Handler) {
  for (const url of pathVariants(path)) {
    app.route({ method, url, config: { access }, handler: async (req) => handler(req) });
  }
}

/** Route options of a route any signed-in account may call (its handler checks whose records). */
export const SIGNED_IN = { config: { access: 'user' } } satisfies { config: { access: Access } };
