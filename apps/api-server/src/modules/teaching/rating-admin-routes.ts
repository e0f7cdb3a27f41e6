import type { FastifyInstance } from 'fastify';
import {
  TeachingPlanMessages as msg,
  ratingBody,
  ratingExportQuery,
  ratingQuery,
  teachingPlanPaths as paths,
  type RatingAdminDetail,
  type RatingBody,
  type RatingFilter,
} from '@medteach/contract';
import { refused } from '../../core/errors';
import { registerAdminResource } from '../system/admin-resource';
import { deleteRatings, getRating, insertRating, itemsRefusal, listRatings, ratingNameTaken, updateRating } from './rating-admin-repository';

/**
 * 评分标准 (`/teachingCenter/admin/rating`, RuoYi-shaped; issue 17): a scale with its items and sub-items, saved
 * together. A scale lessons use or students were rated on is kept, and so is an item already scored.
 */
export async function ratingAdminRoutes(app: FastifyInstance) {
  registerAdminResource<RatingAdminDetail, RatingBody, RatingFilter>(app, {
    title: '评分标准',
    label: '评分标准',
    base: paths.rating,
    listPath: paths.ratingList,
    exportPath: paths.ratingExport,
    idName: 'ratingId',
    query: ratingQuery,
    exportQuery: ratingExportQuery,
    body: ratingBody,
    idOf: (b) => b.ratingId,
    // The list shows the counts; the items come with GET /{id}.
    list: async (db, f, page) => {
      const { total, rows } = await listRatings(db, f, page);
      return { total, rows: rows.map((r) => ({ ...r, items: [] })) };
    },
    get: getRating,
    check: async (db, b, verb, exceptId) => {
      if (await ratingNameTaken(db, b.name, exceptId)) throw refused(msg.ratingNameTaken(verb, b.name));
      const why = await itemsRefusal(db, exceptId ?? 0, b);
      if (why && 'foreign' in why) throw refused(msg.ratingItemForeign);
      if (why) throw refused(msg.ratingItemRated(why.rated, why.records));
    },
    insert: insertRating,
    update: updateRating,
    inUse: async (_db, r) => (r.lessonCount || r.recordCount ? msg.ratingInUse(r.name, r.lessonCount, r.recordCount) : null),
    remove: deleteRatings,
    sheetName: '评分标准数据',
    columns: [
      { header: '评分标准编号', value: (r) => r.ratingId },
      { header: '评分标准名称', value: (r) => r.name, width: 28 },
      { header: '评分项数', value: (r) => r.itemCount },
      { header: '总分', value: (r) => r.totalScore },
      { header: '使用课次', value: (r) => r.lessonCount },
      { header: '评分记录', value: (r) => r.recordCount },
    ],
  });
}
