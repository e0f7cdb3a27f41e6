import { itemAnalysisRoutes } from './item-analysis-routes';
import type { FastifyInstance } from 'fastify';
import { catalogueRoutes } from './catalogue-routes';
import { clockRoutes } from './clock-routes';
import { ensureDemoFiles } from './demo-files';
import { exportRoutes } from './export-routes';
import { homeworkRoutes } from './homework-routes';
import { lessonRoutes } from './lesson-routes';
import { paperAdminRoutes } from './paper-admin-routes';
import { paperRoutes } from './paper-routes';
import { planAdminRoutes } from './plan-admin-routes';
import { ratingAdminRoutes } from './rating-admin-routes';
import { ratingRoutes } from './rating-routes';
import { semesterAdminRoutes } from './semester-admin-routes';
import { signInRoutes } from './sign-in-routes';
import { studentRoutes } from './student-routes';
import { suggestRoutes } from './suggest-routes';
import { teacherHomeRoutes } from './teacher-home-routes';
import { timetableAdminRoutes } from './timetable-admin-routes';
import { timetableRoutes } from './timetable-routes';

/** Teaching (spec §7 "Teaching"): timetable, lessons, sign-in, student lists, homework, ratings, suggestions, plan papers. */
export async function teachingRoutes(app: FastifyInstance) {
  // The seed links lesson materials by URL; the PDFs themselves are generated into the upload dir.
  ensureDemoFiles(app.ctx.config.uploadDir);
  await app.register(catalogueRoutes);
  await app.register(timetableRoutes);
  await app.register(timetableAdminRoutes);
  await app.register(lessonRoutes);
  await app.register(clockRoutes);
  await app.register(signInRoutes);
  await app.register(studentRoutes);
  await app.register(homeworkRoutes);
  await app.register(ratingRoutes);
  await app.register(suggestRoutes);
  await app.register(paperRoutes);
  await app.register(semesterAdminRoutes);
  await app.register(planAdminRoutes);
  await app.register(ratingAdminRoutes);
  await app.register(exportRoutes);
  await app.register(paperAdminRoutes);
  await app.register(itemAnalysisRoutes);
  await app.register(teacherHomeRoutes);
}
