import type { FastifyInstance } from 'fastify';
import { installCourseAssets } from './assets';
import { certificateRoutes } from './certificate-routes';
import { courseAdminRoutes } from './course-admin-routes';
import { courseResourceAdminRoutes } from './course-resource-admin-routes';
import { paperRoutes } from './paper-routes';
import { studyRoutes } from './study-routes';

/** Online courses (spec §7 "Online courses" and the course answer sheets). */
export async function courseRoutes(app: FastifyInstance) {
  // The seed links resources by URL; the generated media are copied into the upload dir to be served there.
  installCourseAssets(app.ctx.config.uploadDir);
  await app.register(studyRoutes);
  await app.register(certificateRoutes);
  await app.register(paperRoutes);
  // The back office's 课程管理 (admin only).
  await app.register(courseAdminRoutes);
  await app.register(courseResourceAdminRoutes);
}
