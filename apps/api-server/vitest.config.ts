import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * The api-server suite runs twice, once per engine (issue 15): every route, repository, fuzz, role-matrix and
 * cross-user test on the embedded SQLite file and on PostgreSQL. `API_TEST_ENGINE` tells testServer() and the
 * repository tests (db/test-engines.ts) which engine the project is about.
 */
const engineProject = (engine: 'sqlite' | 'postgres') => ({
  extends: true as const,
  test: { name: `api-server:${engine}`, env: { API_TEST_ENGINE: engine } },
});

// The suite's servers hash passwords at bcrypt's minimum cost (core/password-pool.ts; honoured only under
// NODE_ENV=test). Set here, before the global setup seeds the template databases, so seeded hashes are cheap too.
process.env.PASSWORD_HASH_COST ??= '4';

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/api-server',
  resolve: { tsconfigPaths: true },
  test: {
    name: 'api-server',
    globals: true,
    environment: 'node',
    // Every spec file imports the whole server (hundreds of modules): importing it once per worker instead of once
    // per file is most of the suite's time. Files still never share a database (each testServer() has its own), and
    // mocks, stubbed env and fake timers are undone after each test.
    isolate: false,
    // Much of a test's time is the database's (PostgreSQL runs in processes of its own): two workers keep a 2-core
    // machine busy where vitest's default (cores − 1) would run the files one by one.
    maxWorkers: Math.max(2, availableParallelism()),
    restoreMocks: true,
    unstubEnvs: true,
    testTimeout: 30_000,
    hookTimeout: 30_000,
    include: ['src/**/*.spec.{ts,tsx}', 'test/**/*.spec.ts'],
    // One throwaway PostgreSQL per run (installed when missing); tests on that engine create their own database in it.
    globalSetup: ['test/support/global-setup.ts'],
    projects: [engineProject('sqlite'), engineProject('postgres')],
  },
});
