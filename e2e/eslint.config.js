import baseConfig from '../eslint.config.js';

export default [
  ...baseConfig,
  // The harness reuses the workspace scripts in tools/ (browser locator, server start/stop, ports, PostgreSQL):
  // tooling, not a lib.
  { files: ['playwright.config.ts', 'global-setup.ts', 'support/**/*.ts', 'tests/harness/built-apps.spec.ts'], rules: { '@nx/enforce-module-boundaries': 'off' } },
  {
    // Playwright fixtures take a `use` callback that the React hooks rule mistakes for a hook.
    files: ['support/**/*.ts', 'tests/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
];
