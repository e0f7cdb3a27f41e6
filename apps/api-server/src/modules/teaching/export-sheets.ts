import ExcelJS from 'exceljs';
import { periodText, TEACHING_EXPORT_TITLES, TeachingExportMessages, type ProgressSheet, type ProgressSheetRow, type TeachingExportKind } from '@medteach/contract';
import { notFound } from '../../core/errors';
import { isoWeekday, parseDate, semesterWeekNum, WEEKDAY_NAMES } from './calendar';
import { findPlan, type PlanRow } from './catalogue-repository';
import { attendanceCells, cellKey, exportLessons, exportStudents, homeworkCells, lessonScales, planClasses, ratingTotals, type ExportLesson } from './export-repository';
import type { Queryable } from '../../db/queryable';

/**
 * The teaching exports (issue 17): the 课表进度表 set up to print (A4 landscape, one page wide, title, repeated header,
 * borders) and the per-class grids students × lessons (attendance, homework scores, rating totals).
 */

export const HOURS_TYPE = { theory: '理论', experiment: '实验', internship: '实习' } as const;
export const ATTENDANCE = { present: '已签到', excused: '请假', absent: '未签到' } as const;
export const HOMEWORK = { submitted: '已提交', missing: '未提交' } as const;
/** Rows above the table of every sheet: the title, then the plan's facts. */
const HEAD_ROWS = 2;
const THIN = { style: 'thin' } as const;
const BORDER = { top: THIN, left: THIN, bottom: THIN, right: THIN };

/**
 * A lesson has no hours type of its own: it is the plan's experiment or internship teaching when held at the plan's
 * experiment or internship location, theory otherwise (the plan keeps one location per kind).
 */
function hoursTypeOf(plan: PlanRow, addressName: string): string {
  if (addressName && addressName === plan.experimentAddressName) return HOURS_TYPE.experiment;
  if (addressName && addressName === plan.internshipAddressName) return HOURS_TYPE.internship;
  return HOURS_TYPE.theory;
}

interface PlanScope {
  plan: PlanRow;
  lessons: ExportLesson[];
  classNames: string;
}

/** The plan, its lessons and the classes the export covers; 404 / 400 for an unknown plan or a class not in it. */
async function planScope(db: Queryable, planId: number, classId: number | undefined): Promise<PlanScope> {
  const plan = await findPlan(db, planId);
  if (!plan) throw notFound(TeachingExportMessages.planNotFound);
  const classes = (await planClasses(db, [planId])).get(planId) ?? [];
  const chosen = classId == null ? classes : classes.filter((c) => c.classId === classId);
  if (classId != null && !chosen.length) throw notFound(TeachingExportMessages.classNotInPlan);
  return { plan, lessons: await exportLessons(db, planId), classNames: chosen.map((c) => c.className).join('、') };
}

export async function progressSheet(db: Queryable, planId: number, classId?: number): Promise<ProgressSheet> {
  const { plan, lessons, classNames } = await planScope(db, planId, classId);
  const rows: ProgressSheetRow[] = lessons.map((l) => ({
    planDetailId: l.planDetailId,
    weekNum: semesterWeekNum(plan.semesterStart, l.teachingDate),
    teachingDate: l.teachingDate,
    teachWeekName: WEEKDAY_NAMES[isoWeekday(parseDate(l.teachingDate)) - 1],
    // The period the lesson sits in, as the timetable shows it; its 学时 (periods) are hours, not a span of periods.
    periodText: periodText(l.periodNum),
    lessonContent: l.lessonContent,
    teacherName: l.teacherName,
    addressName: l.addressName,
    hoursType: hoursTypeOf(plan, l.addressName),
    periods: l.periods,
    classNames,
  }));
  return {
    planId,
    planName: plan.planName,
    majorName: plan.majorName,
    semesterName: plan.semesterName,
    teacherName: plan.teacherName,
    textbook: plan.textbook,
    theoryPeriod: plan.theoryPeriod,
    experimentPeriod: plan.experimentPeriod,
    classNames,
    rows,
  };
}

/** The progress table's columns: header, width, value. */
export const PROGRESS_COLUMNS: { header: string; width: number; value: (r: ProgressSheetRow) => string | number }[] = [
  { header: '周次', width: 7, value: (r) => `第${r.weekNum}周` },
  { header: '日期', width: 12, value: (r) => r.teachingDate },
  { header: '星期', width: 8, value: (r) => r.teachWeekName },
  { header: '节次', width: 10, value: (r) => r.periodText },
  { header: '授课内容', width: 40, value: (r) => r.lessonContent },
  { header: '授课教师', width: 10, value: (r) => r.teacherName },
  { header: '上课地点', width: 16, value: (r) => r.addressName || '无' },
  { header: '学时类型', width: 9, value: (r) => r.hoursType },
  { header: '学时', width: 6, value: (r) => r.periods },
  { header: '授课班级', width: 22, value: (r) => r.classNames },
];

/** The plan's facts printed under the title. */
export const sheetFacts = (s: Pick<ProgressSheet, 'majorName' | 'semesterName' | 'teacherName' | 'classNames' | 'textbook' | 'theoryPeriod' | 'experimentPeriod'>) =>
  [
    `专业：${s.majorName}`,
    `学期：${s.semesterName}`,
    `任课教师：${s.teacherName}`,
    `授课班级：${s.classNames || '无'}`,
    `教材：${s.textbook || '无'}`,
    `总学时：${s.theoryPeriod + s.experimentPeriod}（理论${s.theoryPeriod}，实验${s.experimentPeriod}）`,
  ].join('    ');

/** A sheet with the title row, the facts row and a bordered table whose header repeats on every printed page. */
function tableSheet(workbook: ExcelJS.Workbook, title: string, facts: string, headers: { header: string; width: number }[], rows: (string | number)[][]) {
  const sheet = workbook.addWorksheet(title, {
    pageSetup: {
      paperSize: 9, // A4
      orientation: 'landscape',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      horizontalCentered: true,
      margins: { left: 0.4, right: 0.4, top: 0.5, bottom: 0.5, header: 0.3, footer: 0.3 },
      printTitlesRow: `${HEAD_ROWS + 1}:${HEAD_ROWS + 1}`,
    },
    headerFooter: { oddFooter: '第 &P 页，共 &N 页' },
  });
  sheet.columns = headers.map((h) => ({ width: h.width }));
  const last = Math.max(headers.length, 1);
  sheet.addRow([title]);
  sheet.mergeCells(1, 1, 1, last);
  sheet.getRow(1).font = { bold: true, size: 16 };
  sheet.getRow(1).alignment = { horizontal: 'center', vertical: 'middle' };
  sheet.getRow(1).height = 28;
  sheet.addRow([facts]);
  sheet.mergeCells(2, 1, 2, last);
  sheet.getRow(2).alignment = { wrapText: true, vertical: 'middle' };
  sheet.getRow(2).height = 32;
  const header = sheet.addRow(headers.map((h) => h.header));
  header.font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  for (let r = HEAD_ROWS + 1; r <= sheet.rowCount; r++) {
    sheet.getRow(r).eachCell({ includeEmpty: true }, (cell, col) => {
      if (col > last) return;
      cell.border = BORDER;
      cell.alignment = { wrapText: true, vertical: 'middle', horizontal: r === HEAD_ROWS + 1 ? 'center' : undefined };
    });
  }
  sheet.views = [{ state: 'frozen', ySplit: HEAD_ROWS + 1 }];
  return sheet;
}

const toBuffer = async (workbook: ExcelJS.Workbook) => Buffer.from(await workbook.xlsx.writeBuffer());

export async function progressWorkbook(db: Queryable, planId: number, classId?: number): Promise<{ title: string; body: Buffer }> {
  const sheet = await progressSheet(db, planId, classId);
  const workbook = new ExcelJS.Workbook();
  const title = `${sheet.planName}${TEACHING_EXPORT_TITLES.progress}`;
  tableSheet(
    workbook,
    title,
    sheetFacts(sheet),
    PROGRESS_COLUMNS,
    sheet.rows.map((r) => PROGRESS_COLUMNS.map((c) => c.value(r))),
  );
  return { title, body: await toBuffer(workbook) };
}

/** Column header of one lesson in the grids: `第3周 09-15 第1节`. */
const lessonHeader = (semesterStart: string, l: ExportLesson) => `第${semesterWeekNum(semesterStart, l.teachingDate)}周 ${l.teachingDate.slice(5)} ${periodText(l.periodNum)}`;
const STUDENT_HEADERS = [
  { header: '学号', width: 12 },
  { header: '姓名', width: 10 },
  { header: '班级', width: 16 },
];
const LESSON_WIDTH = 14;

/** Students × lessons (or lesson columns `columns`), each cell from `cell`. */
async function gridWorkbook<C>(
  db: Queryable,
  kind: Exclude<TeachingExportKind, 'progress'>,
  planId: number,
  classId: number | undefined,
  columnsOf: (lessons: ExportLesson[], plan: PlanRow) => Promise<{ header: string; column: C }[]>,
  cellsOf: (lessons: ExportLesson[]) => Promise<(column: C, userId: number) => string | number>,
): Promise<{ title: string; body: Buffer }> {
  const { plan, lessons, classNames } = await planScope(db, planId, classId);
  const [students, columns, cell] = await Promise.all([exportStudents(db, planId, classId), columnsOf(lessons, plan), cellsOf(lessons)]);
  const title = `${plan.planName}${TEACHING_EXPORT_TITLES[kind]}`;
  const workbook = new ExcelJS.Workbook();
  tableSheet(
    workbook,
    title,
    sheetFacts({ ...plan, classNames }),
    [...STUDENT_HEADERS, ...columns.map((c) => ({ header: c.header, width: LESSON_WIDTH }))],
    students.map((s) => [s.jobNumber || s.userName, s.realName, s.className ?? '-', ...columns.map((c) => cell(c.column, s.userId))]),
  );
  return { title, body: await toBuffer(workbook) };
}

const lessonColumns = async (lessons: ExportLesson[], plan: PlanRow) => lessons.map((l) => ({ header: lessonHeader(plan.semesterStart, l), column: l }));

/** 已签到 with the time of day, 请假 (a teacher's mark), or 未签到. */
export const attendanceWorkbook = (db: Queryable, planId: number, classId?: number) =>
  gridWorkbook(db, 'attendance', planId, classId, lessonColumns, async (lessons) => {
    const cells = await attendanceCells(
      db,
      lessons.map((l) => l.planDetailId),
    );
    return (l, userId) => {
      const cell = cells.get(cellKey(l.planDetailId, userId));
      if (!cell) return ATTENDANCE.absent;
      return cell.excused ? ATTENDANCE.excused : `${ATTENDANCE.present} ${cell.clockTime.slice(11, 16)}`;
    };
  });

/** The score; 已提交 when handed in and not scored yet; 未提交. */
export const homeworkWorkbook = (db: Queryable, planId: number, classId?: number) =>
  gridWorkbook(db, 'homework', planId, classId, lessonColumns, async (lessons) => {
    const cells = await homeworkCells(
      db,
      lessons.map((l) => l.planDetailId),
    );
    return (l, userId) => {
      const c = cells.get(cellKey(l.planDetailId, userId));
      if (!c || c.status !== 1) return HOMEWORK.missing;
      return c.score ?? HOMEWORK.submitted;
    };
  });

/** One column per lesson × rating scale of the lesson: the student's total, '' when not rated. */
export const ratingWorkbook = (db: Queryable, planId: number, classId?: number) =>
  gridWorkbook(
    db,
    'rating',
    planId,
    classId,
    async (lessons, plan) => {
      const scales = await lessonScales(
        db,
        lessons.map((l) => l.planDetailId),
      );
      return lessons.flatMap((l) =>
        scales.filter((s) => s.planDetailId === l.planDetailId).map((s) => ({ header: `${lessonHeader(plan.semesterStart, l)} ${s.name}（满分${s.fullScore}）`, column: s })),
      );
    },
    async (lessons) => {
      const totals = await ratingTotals(
        db,
        lessons.map((l) => l.planDetailId),
      );
      return (s, userId) => totals.get(`${s.planDetailId}:${s.ratingId}:${userId}`) ?? '';
    },
  );

export const EXPORT_WORKBOOKS: Record<TeachingExportKind, (db: Queryable, planId: number, classId?: number) => Promise<{ title: string; body: Buffer }>> = {
  progress: progressWorkbook,
  attendance: attendanceWorkbook,
  homework: homeworkWorkbook,
  rating: ratingWorkbook,
};
