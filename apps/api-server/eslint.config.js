import baseConfig from '../../eslint.config.js';

export default [
  ...baseConfig,
  // The test harness reuses the workspace's throwaway-PostgreSQL script in tools/: tooling, not a lib.
  { files: ['test/support/global-setup.ts'], rules: { '@nx/enforce-module-boundaries': 'off' } },
];
