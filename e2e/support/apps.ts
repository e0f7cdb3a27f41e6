/** Where `npm start` (and the e2e server) mounts each built app, and the entry route the boot tests open. */
export const LEARNER = '/learner/';
export const TEACHING = '/teaching/';
export const STATION = '/station/';
export const LANDING = '/landing/';
export const ADMIN_APP = '/admin/';

/** Seeded exam device (apps/api-server station seed): the waiting-room screen of room code A1. */
export const SEEDED_CODE_ADDRESS = 'A1';
/** The seeded shared result's public id (api-server commerce/share-ids.ts SEED_SHARE_ID; ids are random, issue 14). */
export const SEEDED_SHARE_ID = 7_391_046_285_310_742;

export const MOBILE_SESSION_EXPIRED = '登录超时，请重新登录';
export const NOT_FOUND_CODE = '404错误!';
export const NOT_FOUND_HEADLINE = '找不到网页！';
