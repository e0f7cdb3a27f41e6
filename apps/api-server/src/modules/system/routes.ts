import type { FastifyInstance } from 'fastify';
import { agreementRoutes } from './agreement-routes';
import { configRoutes } from './config-routes';
import { dictRoutes } from './dict-routes';
import { healthRoutes } from './health-routes';
import { uploadRoutes } from './upload-routes';

/** System module: dictionaries, parameter settings, agreement, file upload, health (auth lives in auth-routes.ts). */
export async function systemRoutes(app: FastifyInstance) {
  await app.register(dictRoutes);
  await app.register(configRoutes);
  await app.register(agreementRoutes);
  await app.register(uploadRoutes);
  await app.register(healthRoutes);
}
