/**
 * Public ids of shared results (issue 14 row 13): the landing page's `practiceListId` stays a number (spec §2), but a
 * random one in [1e14, 9e15) — about 53 bits, drawn by SQLite when a share is stored (schema.ts) — instead of the
 * row id, so results cannot be enumerated.
 */
export const SHARE_ID_MIN = 100_000_000_000_000;
export const SHARE_ID_SPAN = 8_900_000_000_000_000;

/** The seeded demo share (landing /score e2e and README use it). */
export const SEED_SHARE_ID = 7_391_046_285_310_742;
