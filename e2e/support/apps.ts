/** Where `npm start` (and the e2e server) mounts each built app, and the entry route the boot tests open. */
export const LEARNER = '/learner/';
export const TEACHING = '/teaching/';
export const STATION = '/station/';
export const LANDING = '/landing/';
export const ADMIN_APP = '/admin/';

/** Seeded exam device (apps/api-server station seed): the waiting-room screen of room code A1. */
export const SEEDED_CODE_ADDRESS = 'A1';

export const MOBILE_SESSION_EXPIRED = '登录超时，请重新登录';
export const NOT_FOUND_CODE = '404错误!';
export const NOT_FOUND_HEADLINE = '找不到网页！';
