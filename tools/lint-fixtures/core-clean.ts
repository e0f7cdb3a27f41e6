// Server-layer control, linted as if it were a file in apps/api-server/src/core/: core may use db/ and its own
// files; lint must report nothing.
import type { Queryable } from '../db/queryable';
import { nowText } from '../db/db';
import { badRequest } from './errors';

export const stamp = async (_db: Queryable) => nowText();
export const refuse = () => badRequest('请求格式不正确');
