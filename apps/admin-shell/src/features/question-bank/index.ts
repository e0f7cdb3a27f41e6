/** The feature's public file: what other features and the console use (its pages are lazy-loaded by the route table, never exported here). */
export { previewSaved, questionAdminQueries } from './api';
