/** The inbox or a conversation could not be loaded: the console's one LoadFailed (shared/LoadFailed.tsx). */
export { LoadFailed } from '../../shared/LoadFailed';
