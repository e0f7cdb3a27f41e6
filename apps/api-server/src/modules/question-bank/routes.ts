import type { FastifyInstance } from 'fastify';
import { catalogAdminRoutes } from './catalog-admin-routes';
import { catalogRoutes } from './catalog-routes';
import { ensureQuestionBankMedia } from './media';
import { errorReportRoutes } from './error-report-routes';
import { mockExamRoutes } from './mock-exam-routes';
import { paperRoutes } from './paper-routes';
import { practiceRoutes } from './practice-routes';
import { questionAdminRoutes } from './question-admin-routes';
import { questionImportRoutes } from './question-import-routes';
import { resourceRoutes } from './resource-routes';
import { searchRoutes } from './search-routes';

/**
 * Question bank (spec §7 "Question bank"): both the /exam/... and the /base/... families. Every route needs a
 * signed-in user (default access) and only ever reads or writes that user's records. `Device-Type: app` is
 * accepted and needs no handling.
 */
export async function questionBankRoutes(app: FastifyInstance) {
  ensureQuestionBankMedia(app.ctx.config.uploadDir);
  await app.register(catalogRoutes);
  await app.register(practiceRoutes);
  await app.register(resourceRoutes);
  await app.register(paperRoutes);
  await app.register(mockExamRoutes); // 模拟考试 (issue 18)
  await app.register(searchRoutes); // 搜索试题 (issue 18)
  // Back office (issue 16), admin only.
  await app.register(catalogAdminRoutes);
  await app.register(questionAdminRoutes);
  await app.register(questionImportRoutes);
  // 纠错 (issue 18): students report, admins handle.
  await app.register(errorReportRoutes);
}
