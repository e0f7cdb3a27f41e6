/** `npm run db:types`: rewrites db/tables.ts from the migrations (see table-types.ts). */
import { writeFileSync } from 'node:fs';
import { MIGRATIONS } from './migrations';
import { generateTableTypes } from './table-types';

const target = new URL('./tables.ts', import.meta.url);
writeFileSync(target, generateTableTypes(MIGRATIONS));
console.log(`wrote ${target.pathname}`);
