/**
 * Timetable conflict detection (issue 17): a teacher, a class or a room booked twice is refused with a message
 * naming the clash. A lesson occupies one class period (第N节, `teaching_period` gives its times) of its date — its
 * `periods` are the teaching hours it counts for (the seed's periods are two hours each), not slots; its classes are
 * its plan's (`teaching_plan_class`). Used by lesson add/edit, the timetable editor and copying weeks or plans.
 */
import { periodText, teachingWeekOf } from '@medteach/contract';
import { PostgresAdapter, sql } from 'kysely';
import type { Queryable } from '../../db/queryable';

/** pg_advisory_xact_lock key of lesson writing: "LESN" (any constant other locks do not use). */
const LESSON_SLOTS_LOCK_KEY = 0x4c45534e;

/**
 * Inside a transaction on PostgreSQL, waits for every other transaction that checks lesson clashes to end first, so
 * two saves at once (two admins, two instances) cannot both pass the check and double-book a slot; released at
 * commit or rollback. SQLite runs one write transaction at a time already.
 */
async function serialiseLessonWrites(db: Queryable) {
  if (db.isTransaction && db.getExecutor().adapter instanceof PostgresAdapter) await sql`SELECT pg_advisory_xact_lock(${LESSON_SLOTS_LOCK_KEY})`.execute(db);
}

/** A lesson to be written (new when planDetailId is absent). */
export interface LessonSlot {
  planId: number;
  planDetailId?: number;
  teacherId: number;
  addressName: string;
  /** YYYY-MM-DD */
  teachingDate: string;
  periodNum: number;
  /** Teaching hours (学时) the lesson counts for; it still sits in the one period periodNum. */
  periods: number;
}

export const ClashKind = { TEACHER: 'teacher', CLASS: 'class', ROOM: 'room' } as const;
export type ClashKindValue = (typeof ClashKind)[keyof typeof ClashKind];

/** The lesson already holding the slot: a stored one (planDetailId) or another of the given lessons (index). */
export interface ClashingLesson {
  planDetailId: number | null;
  /** Index in the given lessons when the clash is among them, else null. */
  index: number | null;
  planName: string;
  /** The lesson's semester: a week number alone does not say which term, and terms may overlap. */
  semesterName: string;
  /** Teaching week inside the lesson's semester. */
  weekNum: number;
  teachingDate: string;
  periodNum: number;
  periods: number;
}

export interface LessonClash {
  kind: ClashKindValue;
  /** Index of the refused lesson in the given list. */
  index: number;
  /** The teacher's name, the class name or the room booked twice. */
  name: string;
  other: ClashingLesson;
}

/** A lesson with everything a comparison needs. */
interface Occupancy extends LessonSlot {
  planName: string;
  semesterName: string;
  weekNum: number;
  classIds: number[];
}

const overlaps = (a: Occupancy, b: Occupancy) => a.teachingDate === b.teachingDate && a.periodNum === b.periodNum;
const room = (addressName: string) => addressName.trim();

interface PlanFacts {
  planName: string;
  semesterName: string;
  semesterStart: string;
  classIds: number[];
}

async function planFacts(db: Queryable, planIds: number[]): Promise<Map<number, PlanFacts>> {
  const facts = new Map<number, PlanFacts>();
  if (planIds.length === 0) return facts;
  const plans = await db
    .selectFrom('teaching_plan as p')
    .innerJoin('teaching_semester as s', 's.semester_id', 'p.semester_id')
    .select(['p.plan_id as planId', 'p.plan_name as planName', 's.semester_name as semesterName', 's.start_date as semesterStart'])
    .where('p.plan_id', 'in', planIds)
    .execute();
  for (const p of plans) facts.set(p.planId, { planName: p.planName, semesterName: p.semesterName, semesterStart: p.semesterStart, classIds: [] });
  const classes = await db.selectFrom('teaching_plan_class').select(['plan_id', 'class_id']).where('plan_id', 'in', planIds).execute();
  for (const c of classes) facts.get(c.plan_id)?.classIds.push(c.class_id);
  return facts;
}

/** Stored lessons on the given dates, except the ones being rewritten. */
async function storedLessons(db: Queryable, dates: string[], rewritten: number[]) {
  let query = db
    .selectFrom('teaching_plan_detail')
    .select([
      'plan_detail_id as planDetailId',
      'plan_id as planId',
      'teacher_id as teacherId',
      'address_name as addressName',
      'teaching_date as teachingDate',
      'period_num as periodNum',
      'periods',
    ])
    .where('teaching_date', 'in', dates);
  if (rewritten.length > 0) query = query.where('plan_detail_id', 'not in', rewritten);
  return query.orderBy('teaching_date').orderBy('period_num').orderBy('plan_detail_id').execute();
}

async function namesOf(db: Queryable, teacherIds: number[], classIds: number[]) {
  const teachers = teacherIds.length
    ? await db.selectFrom('sys_user').select(['user_id', 'real_name', 'nick_name', 'user_name']).where('user_id', 'in', teacherIds).execute()
    : [];
  const classes = classIds.length ? await db.selectFrom('sys_class').select(['id', 'class_name']).where('id', 'in', classIds).execute() : [];
  return {
    teacher: new Map(teachers.map((t) => [t.user_id, t.real_name || t.nick_name || t.user_name])),
    class: new Map(classes.map((c) => [c.id, c.class_name])),
  };
}

/**
 * Every clash of the given lessons against stored lessons (other than the given lessons' own stored versions) and
 * among themselves (a later lesson against an earlier one), in the order of the given lessons.
 */
export async function findLessonClashes(db: Queryable, lessons: LessonSlot[]): Promise<LessonClash[]> {
  if (lessons.length === 0) return [];
  await serialiseLessonWrites(db);
  const dates = [...new Set(lessons.map((l) => l.teachingDate))];
  const rewritten = lessons.flatMap((l) => (l.planDetailId != null ? [l.planDetailId] : []));
  const stored = await storedLessons(db, dates, rewritten);
  const facts = await planFacts(db, [...new Set([...lessons, ...stored].map((l) => l.planId))]);
  const occupancy = (l: LessonSlot): Occupancy => {
    const plan = facts.get(l.planId);
    return {
      ...l,
      planName: plan?.planName ?? '',
      semesterName: plan?.semesterName ?? '',
      weekNum: plan ? teachingWeekOf(plan.semesterStart, l.teachingDate) : 0,
      classIds: plan?.classIds ?? [],
    };
  };
  const given = lessons.map(occupancy);
  const held = stored.map(occupancy);
  const names = await namesOf(
    db,
    [...new Set(given.map((l) => l.teacherId))],
    [...new Set(given.flatMap((l) => l.classIds))],
  );

  const clashes: LessonClash[] = [];
  given.forEach((lesson, index) => {
    const rivals = [
      ...held.map((o) => ({ o, other: { planDetailId: o.planDetailId ?? null, index: null } })),
      ...given.slice(0, index).map((o, i) => ({ o, other: { planDetailId: o.planDetailId ?? null, index: i } })),
    ];
    for (const { o, other } of rivals) {
      if (!overlaps(lesson, o)) continue;
      const described: ClashingLesson = {
        ...other,
        planName: o.planName,
        semesterName: o.semesterName,
        weekNum: o.weekNum,
        teachingDate: o.teachingDate,
        periodNum: o.periodNum,
        periods: o.periods,
      };
      if (lesson.teacherId === o.teacherId) {
        clashes.push({ kind: ClashKind.TEACHER, index, name: names.teacher.get(lesson.teacherId) ?? String(lesson.teacherId), other: described });
      }
      for (const classId of lesson.classIds.filter((c) => o.classIds.includes(c))) {
        clashes.push({ kind: ClashKind.CLASS, index, name: names.class.get(classId) ?? String(classId), other: described });
      }
      if (room(lesson.addressName) !== '' && room(lesson.addressName) === room(o.addressName)) {
        clashes.push({ kind: ClashKind.ROOM, index, name: room(lesson.addressName), other: described });
      }
    }
  });
  return clashes;
}

const KIND_LABEL: Record<ClashKindValue, (name: string) => string> = {
  teacher: (name) => `教师${name}`,
  class: (name) => `班级${name}`,
  room: (name) => `教室 ${name}`,
};

/** "教师张三 2026-12-01 第1节已有课程《内科学》（2026-2027学年第一学期第3周）" */
export function clashMessage(clash: LessonClash): string {
  const { other } = clash;
  return `${KIND_LABEL[clash.kind](clash.name)} ${other.teachingDate} ${periodText(other.periodNum)}已有课程《${other.planName}》（${other.semesterName}第${other.weekNum}周）`;
}

/** Most clashes named in one refusal; the rest are counted. */
export const MAX_NAMED_CLASHES = 3;

/** One refusal for a list of clashes: the distinct messages, the first few named. */
export function clashesMessage(clashes: LessonClash[]): string {
  const messages = [...new Set(clashes.map(clashMessage))];
  const named = messages.slice(0, MAX_NAMED_CLASHES).join('；');
  return messages.length > MAX_NAMED_CLASHES ? `${named}；等${messages.length}处冲突` : named;
}
