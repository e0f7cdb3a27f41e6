import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Role } from '@medteach/contract';
import type { AuthUser } from '../../core/auth';
import type { Access } from '../../core/context';

const SERVICE_PREFIX = '/teachingCenter';
export const STUDENTS: Access = [Role.STUDENT];

/** A learner of online courses: students study and earn credits; teachers and admins only review. */
export const isStudent = (user: AuthUser) => user.roles.includes(Role.STUDENT);

/**
 * The spec writes some course paths without their service prefix (`/onlineCourse/submit`): every route answers
 * both spellings so clients built on either keep working.
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
