/** The feature's public file: what other features and the app use (its pages are lazy-loaded by the route table, never exported here). */
export { ScoreDialog } from './ScoreDialog';
