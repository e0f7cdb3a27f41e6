import type { FastifyRequest } from 'fastify';

/**
 * RuoYi's GET serialiser sends arrays as `name[0]=1&name[1]=2` (and repeated keys are possible): fold both into
 * arrays so the contract schemas see `name: [...]`.
 */
export function foldQuery(query: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    const match = /^([A-Za-z]+)\[\d*\]$/.exec(key);
    if (!match) {
      out[key] = value;
      continue;
    }
    const list = Array.isArray(out[match[1]]) ? (out[match[1]] as unknown[]) : [];
    out[match[1]] = list.concat(value);
  }
  return out;
}

export const queryOf = (req: FastifyRequest) => foldQuery(req.query);

/** Current time in RuoYi's default format, shared by every record this module writes. */
export { nowText } from '../../db/db';

/**
 * Monotonic answer counter: orders a user's answers so the latest decides the wrong list, without a read per
 * write (time-based, so it keeps growing across restarts).
 */
let lastAnswerSeq = 0;
export function nextAnswerSeq(): number {
  lastAnswerSeq = Math.max(Date.now() * 1000, lastAnswerSeq + 1);
  return lastAnswerSeq;
}
