// The workspace config is not a project, so the boundary rule cannot classify this import.
// eslint-disable-next-line @nx/enforce-module-boundaries
import baseConfig from '../../eslint.config.js';

export default [...baseConfig];
