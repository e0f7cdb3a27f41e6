import type { FastifyInstance } from 'fastify';
import { commercePaths, inviteCheckParams, openH5Body, type InviteCheck } from '@medteach/contract';
import { ok } from '../../core/envelope';
import { parse } from '../../core/validate';
import { nowText } from '../../db/db';
import { findChannel, recordOpening } from './invite-repository';
import type { Queryable } from '../../db/queryable';

/** Opened from shared links, so public. */
const PUBLIC = { config: { access: 'public' as const } };

async function inviteValid(db: Queryable, inviteSign: string): Promise<boolean> {
  const channel = await findChannel(db, inviteSign);
  return !!channel && channel.status === '0' && (channel.expireTime === null || channel.expireTime > nowText());
}

/** Invite channels: whether an invite link is valid, and openings of the H5 invite page. */
export async function inviteRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get(`${commercePaths.inviteCheck}/:id`, PUBLIC, async (req) => ok<InviteCheck>({ valid: await inviteValid(db, parse(inviteCheckParams, req.params).id) }));

  // Counts an opening of the H5 invite page for the channel (only valid channels count).
  app.post(commercePaths.integralOpenH5, PUBLIC, async (req) => {
    const body = parse(openH5Body, req.body);
    const recorded = await inviteValid(db, body.inviteSign);
    if (recorded) await recordOpening(db, body.inviteSign, body.deviceCode ?? null, nowText());
    return ok({ recorded });
  });
}
