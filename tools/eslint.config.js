import baseConfig from '../eslint.config.js';

export default [
  ...baseConfig,
  // Fixtures hold deliberate boundary violations; src/boundary-rules.spec.ts lints them on purpose.
  { ignores: ['lint-fixtures/**'] },
];
