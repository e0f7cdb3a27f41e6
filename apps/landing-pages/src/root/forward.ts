import { forwardTarget } from './legacy-routes';

// replace(): the legacy URL should not stay in history, or "back" would bounce straight into the app again.
window.location.replace(forwardTarget(window.location));
