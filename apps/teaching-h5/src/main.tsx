// First: no module may build a zod schema before JIT is off (see the module)
import './app/zod-jitless';
import { mountMobileApp } from '@medteach/mobile-shell';
import { readAppParams } from './app/bridge';
import { createRoutes } from './app/routes';
import { appConfig } from './config';

void mountMobileApp({ createRoutes, readAppParams, deployment: appConfig });
