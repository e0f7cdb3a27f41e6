import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Role } from '@medteach/contract';
import type { Access } from '../../core/context';

const SERVICE_PREFIX = '/teachingCenter';
export const STAFF: Access = [Role.TEACHER, Role.ADMIN];
export const STUDENTS: Access = [Role.STUDENT];

/**
 * The spec writes most teaching paths without their `/teachingCenter` service prefix (§7 lists
 * `/teachingCenter/teachingSemester/list` then `/teachingMajor/list`, `/teachingPlanDetail/detail/{id}` …):
 * every route answers both spellings so clients built on either keep working.
 */
export function pathVariants(path: string): string[] {
  return path.startsWith(SERVICE_PREFIX) ? [path, path.slice(SERVICE_PREFIX.length)] : [path];
}

type Handler = (req: FastifyRequest) => unknown;

export function route(app: FastifyInstance, method: 'GET' | 'POST', path: string, access: Access, handler: Handler) {
  for (const url of pathVariants(path)) {
    app.route({ method, url, config: { access }, handler: async (req) => handler(req) });
  }
}
