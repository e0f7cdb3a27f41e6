import type { FastifyInstance } from 'fastify';
import { consoleRoutes } from './console-routes';
import { dashboardRoutes } from './dashboard-routes';
import { displayRoutes } from './display-routes';
import { examineeAdminRoutes } from './examinee-admin-routes';
import { examineeImportRoutes } from './examinee-import-routes';
import { ensureStationMedia } from './media';
import { scheduleRoutes } from './schedule-routes';
import { stationAdminRoutes } from './station-admin-routes';

export { OUTSIDE_WINDOW_MSG } from './display-routes';

/** Structured exam and display (spec §7): the screens' routes and the call console's. */
export async function stationRoutes(app: FastifyInstance) {
  ensureStationMedia(app.ctx.config.uploadDir);
  await app.register(displayRoutes);
  await app.register(consoleRoutes);
  await app.register(examineeAdminRoutes);
  await app.register(examineeImportRoutes);
  await app.register(scheduleRoutes);
  await app.register(dashboardRoutes);
  await app.register(stationAdminRoutes);
}
