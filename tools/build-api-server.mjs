#!/usr/bin/env node
/** `nx run api-server:build`: bundles api-server into dist/apps/api-server (tools/lib/api-server-bundle.mjs). */
import { relative } from 'node:path';
import { bundleApiServer } from './lib/api-server-bundle.mjs';
import { WORKSPACE_ROOT } from './lib/run.mjs';

const { entry, files } = await bundleApiServer();
console.log(`api-server bundled: ${relative(WORKSPACE_ROOT, entry)} (${files.length} files)`);
