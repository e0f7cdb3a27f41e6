/** The feature's public file: what other features and the app use (its pages are lazy-loaded by the route table, never exported here). */
export { mondayIndex, toQuery, today, weekParams } from './calendar';
export { prefetchSchedule, timetableQuery } from './prefetch';
