import type { FastifyInstance } from 'fastify';
import { catalogueRoutes } from './catalogue-routes';
import { clockRoutes } from './clock-routes';
import { ensureDemoFiles } from './demo-files';
import { lessonRoutes } from './lesson-routes';
import { paperRoutes } from './paper-routes';
import { ratingRoutes } from './rating-routes';
import { signInRoutes } from './sign-in-routes';
import { studentRoutes } from './student-routes';
import { suggestRoutes } from './suggest-routes';
import { timetableRoutes } from './timetable-routes';

/** Teaching (spec §7 "Teaching"): timetable, lessons, sign-in, student lists, homework, ratings, suggestions, plan papers. */
export async function teachingRoutes(app: FastifyInstance) {
  // The seed links lesson materials by URL; the PDFs themselves are generated into the upload dir.
  ensureDemoFiles(app.ctx.config.uploadDir);
  await app.register(catalogueRoutes);
  await app.register(timetableRoutes);
  await app.register(lessonRoutes);
  await app.register(clockRoutes);
  await app.register(signInRoutes);
  await app.register(studentRoutes);
  await app.register(ratingRoutes);
  await app.register(suggestRoutes);
  await app.register(paperRoutes);
}
