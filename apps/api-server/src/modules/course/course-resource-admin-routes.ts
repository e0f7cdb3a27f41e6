import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CourseAdminMessages,
  CourseMessages,
  Role,
  bankQuestionQuery,
  courseAdminPaths,
  coursePaperBody,
  courseResourceBody,
  idList,
  idParam,
  resourceSortBody,
} from '@medteach/contract';
import { ok, table } from '../../core/envelope';
import { badRequest, notFound, refused } from '../../core/errors';
import { BusinessType, noteChange } from '../../core/oper-log';
import { parse } from '../../core/validate';
import { courseExists, deleteResources, insertResource, resourceIdsOf, sortResources, storedFileExists, updateResource } from './course-admin-repository';
import {
  bankCategories,
  deletePapers,
  getPaperAdmin,
  insertPaperFromBank,
  listBankQuestions,
  paperRecordCount,
  updatePaper,
} from './course-paper-admin-repository';
import { findResourceById } from './course-repository';
import { atomically } from '../../db/queryable';

const admin = { access: [Role.ADMIN] };
const logged = (title: string, businessType: BusinessType) => ({ config: { ...admin, operLog: { title, businessType } } });
const RESOURCE = '课程资源';
const PAPER = '课程试卷';
const byIds = z.object({ ids: idList });
const byPaperId = z.object({ paperId: idParam });

const unknownQuestion = () => badRequest(CourseAdminMessages.unknownQuestion);

/**
 * A course's resources (files uploaded through /file/upload, links), their order and credits, and the papers on
 * each resource, built from the question bank.
 */
export async function courseResourceAdminRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const { resource, paper } = courseAdminPaths;
  // A resource must point at a file that was uploaded (the URL is checked by shape in the contract).
  const checkFile = async (url: string) => {
    if (!(await storedFileExists(db, url))) throw badRequest(CourseAdminMessages.fileMissing);
  };

  app.post(resource, logged(RESOURCE, BusinessType.INSERT), async (req) => {
    const { onlineCourseResourceId: _ignored, ...values } = parse(courseResourceBody, req.body);
    if (!(await courseExists(db, values.onlineCourseId))) throw notFound(CourseMessages.courseNotFound);
    await checkFile(values.fileUrl);
    return ok({ onlineCourseResourceId: await insertResource(db, values) });
  });

  app.put(resource, logged(RESOURCE, BusinessType.UPDATE), async (req) => {
    const { onlineCourseResourceId, ...values } = parse(courseResourceBody, req.body);
    if (!onlineCourseResourceId) throw badRequest(CourseAdminMessages.resourceIdRequired);
    const before = await findResourceById(db, onlineCourseResourceId);
    if (!before || before.onlineCourseId !== values.onlineCourseId) throw notFound(CourseMessages.resourceNotFound);
    await checkFile(values.fileUrl);
    await updateResource(db, onlineCourseResourceId, values);
    noteChange(req, before, await findResourceById(db, onlineCourseResourceId));
    return ok();
  });

  app.put(courseAdminPaths.resourceSort, logged(RESOURCE, BusinessType.UPDATE), async (req) => {
    const { onlineCourseId, resourceIds } = parse(resourceSortBody, req.body);
    const current = await resourceIdsOf(db, onlineCourseId);
    const same = current.length === resourceIds.length && new Set(resourceIds).size === resourceIds.length && resourceIds.every((id) => current.includes(id));
    if (!same) throw badRequest(CourseAdminMessages.sortMismatch);
    await atomically(db, (trx) => sortResources(trx, resourceIds));
    noteChange(req, current, resourceIds);
    return ok();
  });

  app.delete(`${resource}/:ids`, logged(RESOURCE, BusinessType.DELETE), async (req) => {
    const { ids } = parse(byIds, req.params);
    await atomically(db, (trx) => deleteResources(trx, ids));
    return ok();
  });

  app.get(`${paper}/:paperId`, { config: admin }, async (req) => {
    const found = await getPaperAdmin(db, parse(byPaperId, req.params).paperId);
    if (!found) throw notFound(CourseMessages.paperNotFound);
    return ok(found);
  });

  app.post(paper, logged(PAPER, BusinessType.INSERT), async (req) => {
    const { onlineCourseResourceId, paperId: _ignored, questionIds, ...values } = parse(coursePaperBody, req.body);
    if (!questionIds) throw badRequest(CourseAdminMessages.questionsRequired);
    if (!(await findResourceById(db, onlineCourseResourceId))) throw notFound(CourseMessages.resourceNotFound);
    // Throwing inside the transaction undoes the paper when a pick turns out unknown.
    const paperId = await atomically(db, async (trx) => {
      const id = await insertPaperFromBank(trx, onlineCourseResourceId, { ...values, questionIds });
      if (id == null) throw unknownQuestion();
      return id;
    });
    return ok({ paperId });
  });

  app.put(paper, logged(PAPER, BusinessType.UPDATE), async (req) => {
    const { paperId, onlineCourseResourceId: _resource, ...values } = parse(coursePaperBody, req.body);
    if (!paperId) throw badRequest(CourseAdminMessages.paperIdRequired);
    const before = await getPaperAdmin(db, paperId);
    if (!before) throw notFound(CourseMessages.paperNotFound);
    const picked = before.questions.map((q) => q.sourceQuestionId);
    const { questionIds } = values;
    const questionsChanged = !!questionIds && (picked.length !== questionIds.length || questionIds.some((id, i) => picked[i] !== id));
    // Learners' answers point at the paper's questions: once answered, only its name and pass mark may change.
    if (questionsChanged) {
      const records = await paperRecordCount(db, paperId);
      if (records > 0) throw refused(CourseAdminMessages.paperAnswered(records));
    }
    await atomically(db, async (trx) => {
      if (!(await updatePaper(trx, paperId, { ...values, questionIds: questionIds ?? [] }, questionsChanged))) throw unknownQuestion();
    });
    noteChange(req, before, await getPaperAdmin(db, paperId));
    return ok();
  });

  app.delete(`${paper}/:ids`, logged(PAPER, BusinessType.DELETE), async (req) => {
    const { ids } = parse(byIds, req.params);
    await atomically(db, (trx) => deletePapers(trx, ids));
    return ok();
  });

  app.get(courseAdminPaths.bankCategories, { config: admin }, async () => ok(await bankCategories(db)));

  app.get(courseAdminPaths.bankQuestions, { config: admin }, async (req) => {
    const { pageNum, pageSize, ...filter } = parse(bankQuestionQuery, req.query);
    const { rows, total } = await listBankQuestions(db, filter, { pageNum, pageSize });
    return table(rows, total);
  });
}
