/** Layer rules of api-server (routes, repositories, db, core): flat-config blocks the root eslint.config.js spreads. */
export default [];
