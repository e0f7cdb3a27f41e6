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
import { badRequest, notFound } from '../../core/errors';
import { BusinessType, noteChange } from '../../core/oper-log';
import { parse } from '../../core/validate';
import { createResource, removeResources, saveResource, sortCourseResources } from './course-catalogue';
import { bankCategories, getPaperAdmin, listBankQuestions } from './course-paper-admin-repository';
import { createCoursePaper, removeCoursePapers, saveCoursePaper } from './course-papers';

const admin = { access: [Role.ADMIN] };
const logged = (title: string, businessType: BusinessType) => ({ config: { ...admin, operLog: { title, businessType } } });
const RESOURCE = '课程资源';
const PAPER = '课程试卷';
const byIds = z.object({ ids: idList });
const byPaperId = z.object({ paperId: idParam });

/**
 * A course's resources (files uploaded through /file/upload, links), their order and credits, and the papers on
 * each resource, built from the question bank.
 */
export async function courseResourceAdminRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const { resource, paper } = courseAdminPaths;

  app.post(resource, logged(RESOURCE, BusinessType.INSERT), async (req) => {
    const { onlineCourseResourceId: _ignored, ...values } = parse(courseResourceBody, req.body);
    return ok({ onlineCourseResourceId: await createResource(db, values) });
  });

  app.put(resource, logged(RESOURCE, BusinessType.UPDATE), async (req) => {
    const { onlineCourseResourceId, ...values } = parse(courseResourceBody, req.body);
    if (!onlineCourseResourceId) throw badRequest(CourseAdminMessages.resourceIdRequired);
    const { before, after } = await saveResource(db, onlineCourseResourceId, values);
    noteChange(req, before, after);
    return ok();
  });

  app.put(courseAdminPaths.resourceSort, logged(RESOURCE, BusinessType.UPDATE), async (req) => {
    const { onlineCourseId, resourceIds } = parse(resourceSortBody, req.body);
    const before = await sortCourseResources(db, onlineCourseId, resourceIds);
    noteChange(req, before, resourceIds);
    return ok();
  });

  app.delete(`${resource}/:ids`, logged(RESOURCE, BusinessType.DELETE), async (req) => {
    await removeResources(db, parse(byIds, req.params).ids);
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
    return ok({ paperId: await createCoursePaper(db, onlineCourseResourceId, { ...values, questionIds }) });
  });

  app.put(paper, logged(PAPER, BusinessType.UPDATE), async (req) => {
    const { paperId, onlineCourseResourceId: _resource, ...values } = parse(coursePaperBody, req.body);
    if (!paperId) throw badRequest(CourseAdminMessages.paperIdRequired);
    // Learners' answers point at the paper's questions: once answered, only its name and pass mark may change.
    const { before, after } = await saveCoursePaper(db, paperId, values);
    noteChange(req, before, after);
    return ok();
  });

  app.delete(`${paper}/:ids`, logged(PAPER, BusinessType.DELETE), async (req) => {
    await removeCoursePapers(db, parse(byIds, req.params).ids);
    return ok();
  });

  app.get(courseAdminPaths.bankCategories, { config: admin }, async () => ok(await bankCategories(db)));

  app.get(courseAdminPaths.bankQuestions, { config: admin }, async (req) => {
    const { pageNum, pageSize, ...filter } = parse(bankQuestionQuery, req.query);
    const { rows, total } = await listBankQuestions(db, filter, { pageNum, pageSize });
    return table(rows, total);
  });
}
