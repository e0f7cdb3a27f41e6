/** Feature-folder rules of the front-end apps: flat-config blocks the root eslint.config.js spreads. */
export default [];
