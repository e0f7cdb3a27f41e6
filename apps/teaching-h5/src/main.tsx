// First: no module may build a zod schema before JIT is off (see the module)
import '@medteach/contract/zod-jitless';
import { mountMobileApp, nativeAppParamsReader } from '@medteach/mobile-shell';
import { appBridge } from './app/bridge';
import { createRoutes } from './app/routes';
import { appConfig } from './config';

void mountMobileApp({ createRoutes, readAppParams: nativeAppParamsReader(appBridge), deployment: appConfig });
