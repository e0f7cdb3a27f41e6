// Server-layer fixture, linted as if it were a file in apps/api-server/src/core/ or src/db/
// (tools/src/server-layer-rules.spec.ts). db/ and core/ sit below the modules: both imports must fail lint.
import { seedSystem } from '../modules/system/seed';
import type { ServerModule } from '../modules/registry';

export const systemSeed = seedSystem;
export type Registered = ServerModule;
