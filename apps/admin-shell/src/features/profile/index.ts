/** The feature's public file: what other features and the console use (its pages are lazy-loaded by the route table, never exported here). */
export { ChangePasswordDialog } from './ChangePasswordDialog';
export { profileText } from './messages';
