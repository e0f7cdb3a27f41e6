import { Role } from '@medteach/contract';
import type { Access } from '../../core/context';

/**
 * Who runs the call console and the exam-day dashboard: admins only. Not EXAM_STAFF (core/context.ts: teachers too),
 * who may only read the display routes with their session. Its own module: the console routes and the dashboard
 * feed both need it, and the routes use the feed.
 */
export const CALL_CONSOLE_ADMINS: Access = [Role.ADMIN];
