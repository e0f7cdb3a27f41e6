import type { FastifyInstance } from 'fastify';
import { agreementRoutes } from './agreement-routes';
import { authRoutes } from './auth-routes';
import { classAdminRoutes } from './class-admin-routes';
import { configRoutes } from './config-routes';
import { dictRoutes } from './dict-routes';
import { healthRoutes } from './health-routes';
import { importRoutes } from './import-routes';
import { logRoutes } from './log-routes';
import { uploadRoutes } from './upload-routes';
import { userAdminRoutes } from './user-admin-routes';

/** System module: sign-in (auth-routes.ts), dictionaries, parameter settings, agreement, file upload, health. */
export async function systemRoutes(app: FastifyInstance) {
  await app.register(authRoutes);
  await app.register(dictRoutes);
  await app.register(configRoutes);
  await app.register(agreementRoutes);
  await app.register(uploadRoutes);
  await app.register(healthRoutes);
  await app.register(logRoutes);
  await app.register(importRoutes);
  await app.register(userAdminRoutes);
  await app.register(classAdminRoutes);
}
