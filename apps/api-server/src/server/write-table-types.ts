/** `npm run db:types`: rewrites db/tables.ts from every module's migrations (modules/registry.ts; see db/table-types.ts). */
import { writeFileSync } from 'node:fs';
import { generateTableTypes } from '../db/table-types';
import { MIGRATIONS } from '../modules/registry';

const target = new URL('../db/tables.ts', import.meta.url);
writeFileSync(target, generateTableTypes(MIGRATIONS));
console.log(`wrote ${target.pathname}`);
