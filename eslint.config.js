import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import serverLayers from './tools/eslint/server-layers.mjs';
import featureBoundaries from './tools/eslint/feature-boundaries.mjs';

/** Tags (see docs/conventions.md "Architecture rules"):
 *  type:    app | server | feature | data-access | ui | ui-base | util | contract
 *           (feature: app building blocks shared by several apps — screens, start-up, session — e.g. mobile-shell)
 *  platform: mobile (antd-mobile, never antd) | desktop (antd, never antd-mobile) | any (neither) | node
 */
const presentational = ['axios', 'socket.io-client', '@tanstack/react-query'];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: ['**/dist', '**/node_modules', '**/vite.config.*.timestamp*', '**/vitest.config.*.timestamp*', 'tmp/**', 'data/**', '**/test-results', '**/playwright-report', 'tools/lint-fixtures/**'],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: [],
          depConstraints: [
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:feature', 'type:data-access', 'type:ui', 'type:ui-base', 'type:util', 'type:contract'] },
            { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:data-access', 'type:ui', 'type:ui-base', 'type:util', 'type:contract'] },
            { sourceTag: 'type:server', onlyDependOnLibsWithTags: ['type:contract'] },
            { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:contract'] },
            // ui libs may read the contract's shared tables (question-engine: question types and answer marking, one copy for
            // apps and server); they still never fetch.
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui-base', 'type:contract'], bannedExternalImports: presentational },
            { sourceTag: 'type:ui-base', onlyDependOnLibsWithTags: [], bannedExternalImports: presentational },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: [], bannedExternalImports: presentational },
            { sourceTag: 'type:contract', onlyDependOnLibsWithTags: [], bannedExternalImports: [...presentational, 'react', 'react-dom'] },
            { sourceTag: 'platform:mobile', onlyDependOnLibsWithTags: ['platform:mobile', 'platform:any'], bannedExternalImports: ['antd', 'antd/*'] },
            { sourceTag: 'platform:desktop', onlyDependOnLibsWithTags: ['platform:desktop', 'platform:any'], bannedExternalImports: ['antd-mobile', 'antd-mobile/*'] },
            { sourceTag: 'platform:any', onlyDependOnLibsWithTags: ['platform:any'], bannedExternalImports: ['antd', 'antd/*', 'antd-mobile', 'antd-mobile/*'] },
            { sourceTag: 'platform:node', onlyDependOnLibsWithTags: ['platform:any'] },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  ...serverLayers,
  ...featureBoundaries,
  {
    // Project config files import the root config and build tools; they are not part of any project's code.
    files: ['**/eslint.config.js', '**/vite.config.ts', '**/vitest.config.ts', '**/playwright.config.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
];
