/**
 * The product used to be ONE hash-routed app (`/#/teachProcess?planDetailId=1`). Native apps, printed QR codes
 * and old messages still open those links, so the root entry forwards each legacy route to the app that owns it
 * now, keeping the query. This module is the single map of route → app (spec §2 route list).
 */
export type AppMount = 'learner' | 'teaching' | 'station' | 'landing';

/** Where `npm start` (and a production deployment) serves each app — see APP_MOUNTS in api-server. */
export const APP_PATHS: Record<AppMount, string> = {
  learner: '/learner/',
  teaching: '/teaching/',
  station: '/station/',
  landing: '/landing/',
};

export const LEGACY_ROUTE_OWNERS: Record<AppMount, readonly string[]> = {
  learner: [
    'goods', 'Alipay', 'agreement', 'medical', 'artificial', 'subject', 'topic', 'subjectHomeWork', 'homework',
    'subjectErrorCorrection', 'errorCorrection', 'subjectCollect', 'collect', 'subjectNote', 'note',
    'subjectTestCreation', 'testCreation', 'groupQuestion', 'subjectGroupQuestion', 'index', 'login', '401', '404',
  ],
  teaching: [
    'classScheduleMain', 'classSchedule', 'teachProcess', 'teachProcessMain', 'clocking', 'checkStudent',
    'checkStudentEvaluate', 'checkStudentHomework', 'checkStudentNotice', 'ratingScale', 'teachLearn',
    'teachLearnCertificate', 'courseTopic', 'scoreReport',
  ],
  station: ['wait', 'paper'],
  landing: ['download', 'clinicalDownload', 'noteDownload', 'jump', 'score', 'invite', 'share'],
};

/** The old app's root redirected to /goods (spec §2). */
export const LEGACY_HOME_ROUTE = '/goods';
export const NOT_FOUND_ROUTE = '/404';
const REDIRECT_PREFIX = 'redirect';

// Hash routers match case-insensitively (vue-router and react-router defaults), so old links like `/#/alipay` still work.
const ownerBySegment = new Map<string, AppMount>(
  (Object.entries(LEGACY_ROUTE_OWNERS) as [AppMount, readonly string[]][]).flatMap(([app, routes]) =>
    routes.map((route) => [route.toLowerCase(), app] as const),
  ),
);

export function ownerOf(path: string): AppMount | undefined {
  const segments = path.split('/').filter(Boolean);
  // `/redirect/<path>` belongs to whoever owns <path>.
  if (segments[0]?.toLowerCase() === REDIRECT_PREFIX) segments.shift();
  return segments.length === 1 ? ownerBySegment.get(segments[0].toLowerCase()) : undefined;
}

/**
 * Target URL for a legacy location. `search` is the part before the hash (kept: old links sometimes carry the
 * token there), `hash` the legacy route with its own query.
 */
export function forwardTarget(location: { search: string; hash: string }): string {
  const route = '/' + location.hash.replace(/^#?\/?/, '');
  const queryAt = route.indexOf('?');
  const path = queryAt === -1 ? route : route.slice(0, queryAt);
  const query = queryAt === -1 ? '' : route.slice(queryAt);

  if (path === '/') return `${APP_PATHS.learner}${location.search}#${LEGACY_HOME_ROUTE}${query}`;
  const owner = ownerOf(path);
  if (!owner) return `${APP_PATHS.learner}${location.search}#${NOT_FOUND_ROUTE}`;
  return `${APP_PATHS[owner]}${location.search}#${path}${query}`;
}
