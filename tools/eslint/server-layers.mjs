/**
 * Layer rules of api-server (routes, repositories, db, core): flat-config blocks the root eslint.config.js spreads.
 * docs/conventions.md ("api-server") and docs/data-layer.md describe the layers; tools/src/server-layer-rules.spec.ts
 * proves each rule reports its fixture in tools/lint-fixtures/.
 *
 * The blocks carry the workspace root as their basePath: the same patterns then match whether ESLint runs from the
 * root or from apps/api-server (`nx run api-server:lint`, whose config spreads the root one).
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const WORKSPACE_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER = 'apps/api-server/src';

const ROUTES_HOLD_NO_SQL =
  'A *-routes.ts file holds no SQL and opens no transaction: put the query in the area\'s <area>-repository.ts, and a ' +
  'write that needs several statements or a transaction in a service of the module (e.g. plans.ts, product-catalogue.ts); ' +
  'the route parses its input, calls that one function and shapes the reply (docs/data-layer.md).';

/** Builder calls that start a query or a transaction on a Kysely handle (or a `sql` template's helpers). */
const QUERY_METHODS = ['selectFrom', 'insertInto', 'replaceInto', 'updateTable', 'deleteFrom', 'mergeInto', 'transaction', 'with', 'withRecursive'];

const routesRules = {
  name: 'api-server/routes-hold-no-sql',
  basePath: WORKSPACE_ROOT,
  files: [`${SERVER}/**/*-routes.ts`],
  rules: {
    // The typescript-eslint variant: it can let `import type { Queryable }` through while refusing `atomically`.
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: [{ name: 'kysely', message: `Routes import nothing from kysely. ${ROUTES_HOLD_NO_SQL}` }],
        patterns: [
          {
            group: ['**/db/queryable'],
            allowTypeImports: true,
            message: `Routes may name the Queryable type but never run atomically(). ${ROUTES_HOLD_NO_SQL}`,
          },
          {
            group: ['**/db/*', '!**/db/queryable', '!**/db/db'],
            message: `Routes reach the database only through repositories and services. ${ROUTES_HOLD_NO_SQL}`,
          },
        ],
      },
    ],
    'no-restricted-syntax': [
      'error',
      {
        selector: `CallExpression[callee.property.name=/^(${QUERY_METHODS.join('|')})$/]`,
        message: `Query or transaction in a route. ${ROUTES_HOLD_NO_SQL}`,
      },
      { selector: "TaggedTemplateExpression[tag.name='sql']", message: `Raw SQL in a route. ${ROUTES_HOLD_NO_SQL}` },
      { selector: "CallExpression[callee.object.name='sql'], CallExpression[callee.name='sql']", message: `Raw SQL in a route. ${ROUTES_HOLD_NO_SQL}` },
      { selector: "CallExpression[callee.name='atomically'], ImportSpecifier[imported.name='atomically']", message: `Transaction in a route. ${ROUTES_HOLD_NO_SQL}` },
    ],
  },
};

const BELOW_THE_MODULES =
  'db/ and core/ sit below the modules and import nothing from modules/: take what a module provides as a parameter. ' +
  'The one list of modules is modules/registry.ts; start-up code outside db/ and core/ (src/server/, app.ts) hands it in.';

const lowerLayerRules = {
  name: 'api-server/db-and-core-below-modules',
  basePath: WORKSPACE_ROOT,
  files: [`${SERVER}/db/**/*.ts`, `${SERVER}/core/**/*.ts`],
  // Tests may assemble the whole server (every module's migrations) as start-up code does; they ship nowhere.
  ignores: ['**/*.spec.ts'],
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ group: ['**/modules', '**/modules/**'], message: BELOW_THE_MODULES }] }],
  },
};

export default [routesRules, lowerLayerRules];
