import type { FastifyInstance } from 'fastify';
import {
  skillQuestionAdminBody,
  skillQuestionAdminExportQuery,
  skillQuestionAdminQuery,
  stationAdminMessages as msg,
  stationAdminPaths as paths,
  type SkillQuestionAdminBody,
  type SkillQuestionAdminFilter,
  type SkillQuestionAdminRow,
} from '@medteach/contract';
import { refused } from '../../core/errors';
import { registerAdminResource } from '../system/admin-resource';
import {
  deleteSkillQuestions,
  getSkillQuestion,
  insertSkillQuestion,
  listSkillQuestions,
  skillQuestionNameTaken,
  stationExists,
  updateSkillQuestion,
} from './skill-question-admin-repository';

export const SKILL_QUESTION_ADMIN_TITLE = '技能试题';

/**
 * 技能试题 (`/examStation/admin/skillQuestion`, issue 17): a station's questions, their parts and steps with media.
 * The room screens read them on every load (no cache in between), so the next /paper shows the edit.
 */
export async function skillQuestionAdminRoutes(app: FastifyInstance) {
  registerAdminResource<SkillQuestionAdminRow, SkillQuestionAdminBody, SkillQuestionAdminFilter>(app, {
    title: SKILL_QUESTION_ADMIN_TITLE,
    label: '试题',
    base: paths.skillQuestion,
    listPath: paths.skillQuestionList,
    exportPath: paths.skillQuestionExport,
    idName: 'id',
    query: skillQuestionAdminQuery,
    exportQuery: skillQuestionAdminExportQuery,
    body: skillQuestionAdminBody,
    idOf: (b) => b.id,
    list: listSkillQuestions,
    get: getSkillQuestion,
    check: async (db, b, verb, exceptId) => {
      if (!(await stationExists(db, b.stationId))) throw refused(msg.noSuchStation);
      if (await skillQuestionNameTaken(db, b.stationId, b.name, exceptId)) throw refused(msg.nameTaken(verb, '试题', b.name));
    },
    insert: insertSkillQuestion,
    update: updateSkillQuestion,
    inUse: async () => null,
    remove: deleteSkillQuestions,
    sheetName: '技能试题数据',
    columns: [
      { header: '试题编号', value: (q) => q.id },
      { header: '考站', value: (q) => q.stationName, width: 20 },
      { header: '试题名称', value: (q) => q.name, width: 30 },
      { header: '显示顺序', value: (q) => q.sort },
      { header: '题干段数', value: (q) => q.parts.length },
      { header: '步骤数', value: (q) => q.details.length },
    ],
  });
}
