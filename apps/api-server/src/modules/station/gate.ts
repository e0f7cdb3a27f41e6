import type { FastifyRequest } from 'fastify';
import { DEVICE_KEY_HEADER } from '@medteach/contract';
import { EXAM_STAFF, type ServerContext } from '../../core/context';
import { forbidden, unauthorized } from '../../core/errors';
import { pairedDevice } from './pairing';

/** Query parameter the native app opens the paper with (spec §7 getByIds {examSkillIds, token}). */
const TOKEN_PARAM = 'token';

/**
 * The access gate of `station` routes (issue 14 rows 4-5): a paired display (its device key in
 * {@link DEVICE_KEY_HEADER}) or exam staff, whose session may also come as the spec's `token` query parameter.
 * Nobody else gets past, whatever the display URL says. Which device / station / window is the handler's check.
 */
export async function stationGate(ctx: ServerContext, req: FastifyRequest): Promise<void> {
  const key = req.headers[DEVICE_KEY_HEADER.toLowerCase()];
  req.device = (typeof key === 'string' && (await pairedDevice(ctx.db, key))) || null;
  if (req.device) return;
  if (!req.user) {
    const token = (req.query as Record<string, unknown> | undefined)?.[TOKEN_PARAM];
    if (typeof token === 'string' && token.length <= 4096) req.user = await ctx.tokens.verify(token);
  }
  if (!req.user) throw unauthorized();
  if (!req.user.roles.some((r) => (EXAM_STAFF as readonly string[]).includes(r))) throw forbidden();
}
