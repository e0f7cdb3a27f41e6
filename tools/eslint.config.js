import baseConfig from '../eslint.config.js';

export default [
  ...baseConfig,
  // Fixtures hold deliberate boundary violations; src/boundary-rules.spec.ts lints them on purpose.
  { ignores: ['lint-fixtures/**'] },
  // This file imports the root config by relative path: configuration, not a dependency between projects.
  { files: ['eslint.config.js'], rules: { '@nx/enforce-module-boundaries': 'off' } },
];
