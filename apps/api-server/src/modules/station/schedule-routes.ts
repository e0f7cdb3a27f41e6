import type { FastifyInstance } from 'fastify';
import { EXAMINEE_STATUS_LABELS, Role, examineeAdminPaths as paths, examineeMessages, scheduleExportBody, scheduleQuery, type ExamSchedule } from '@medteach/contract';
import { ok } from '../../core/envelope';
import { notFound } from '../../core/errors';
import { BusinessType } from '../../core/oper-log';
import { parse } from '../../core/validate';
import { sendXlsx, type XlsxColumn } from '../system/xlsx';
import { EXAMINEE_TITLE } from './examinee-admin-routes';
import { examSchedule } from './schedule-repository';

/** One line of the printed schedule: an examinee with their station, rooms and batch. */
interface ScheduleLine {
  stationName: string;
  rooms: string;
  batch: number;
  batchAt: string;
  seq: number;
  realName: string;
  jobNumber: string;
  plannedAt: string;
  status: string;
}

const COLUMNS: XlsxColumn<ScheduleLine>[] = [
  { header: '考站', value: (l) => l.stationName, width: 20 },
  { header: '考室', value: (l) => l.rooms, width: 24 },
  { header: '批次', value: (l) => l.batch, width: 8 },
  { header: '批次时间', value: (l) => l.batchAt },
  { header: '序号', value: (l) => l.seq, width: 8 },
  { header: '姓名', value: (l) => l.realName },
  { header: '学号/工号', value: (l) => l.jobNumber },
  { header: '计划时间', value: (l) => l.plannedAt },
  { header: '状态', value: (l) => l.status, width: 10 },
];

export function scheduleLines(schedule: ExamSchedule): ScheduleLine[] {
  return schedule.stations.flatMap((s) =>
    s.batches.flatMap((b) =>
      b.examinees.map((x) => ({
        stationName: s.stationName,
        rooms: s.rooms.join('、'),
        batch: b.batch,
        batchAt: b.plannedAt ?? '',
        seq: x.seq,
        realName: x.realName,
        jobNumber: x.jobNumber,
        plannedAt: x.plannedAt ?? '',
        status: EXAMINEE_STATUS_LABELS[x.status],
      })),
    ),
  );
}

/** The station schedule of an exam (who goes where, when): `GET schedule?examId=&stationId=` and its xlsx export. */
export async function scheduleRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get(paths.schedule, { config: { access: [Role.ADMIN] } }, async (req) => {
    const schedule = await examSchedule(db, parse(scheduleQuery, req.query));
    if (!schedule) throw notFound(examineeMessages.noSuchExam);
    return ok(schedule);
  });

  app.post(paths.scheduleExport, { config: { access: [Role.ADMIN], plain: true, operLog: { title: EXAMINEE_TITLE, businessType: BusinessType.EXPORT } } }, async (req, reply) => {
    const schedule = await examSchedule(db, parse(scheduleExportBody, req.body ?? {}));
    if (!schedule) throw notFound(examineeMessages.noSuchExam);
    return sendXlsx(reply, '考站安排', COLUMNS, scheduleLines(schedule));
  });
}
