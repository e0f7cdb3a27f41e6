import type { Queryable } from '../../db/queryable';

/** A plan paper's questions in paper order (each row answerable: group children carry the stem as publicContent). */
export async function paperItemRows(db: Queryable, paperId: number) {
  return db
    .selectFrom('teaching_paper_question')
    .select(['question_id as questionId', 'type', 'content', 'select_list as selectList', 'correct', 'source_question_id as sourceQuestionId'])
    .where('paper_id', '=', paperId)
    .orderBy('sort')
    .orderBy('question_id')
    .execute();
}

/** The lesson's submitted attempts at the paper with the recorded score and the student's class (sys_user.class_id). */
export async function planPaperRecords(db: Queryable, planDetailId: number, paperId: number) {
  return db
    .selectFrom('teaching_paper_record as r')
    .leftJoin('sys_user as u', 'u.user_id', 'r.user_id')
    .leftJoin('sys_class as c', 'c.id', 'u.class_id')
    .select(['r.record_id as recordId', 'r.score', 'c.class_name as className'])
    .where('r.plan_detail_id', '=', planDetailId)
    .where('r.paper_id', '=', paperId)
    .orderBy('r.record_id')
    .execute();
}

/** Every answer of the lesson's submitted attempts at the paper. */
export async function planPaperAnswers(db: Queryable, planDetailId: number, paperId: number) {
  return db
    .selectFrom('teaching_paper_record as r')
    .innerJoin('teaching_paper_answer as a', 'a.record_id', 'r.record_id')
    .select(['r.record_id as recordId', 'a.question_id as questionId', 'a.result', 'a.is_right as isRight'])
    .where('r.plan_detail_id', '=', planDetailId)
    .where('r.paper_id', '=', paperId)
    .orderBy('r.record_id')
    .execute();
}

/** Deeper than any category tree the bank has; stops a corrupt parent cycle. */
const MAX_CATEGORY_DEPTH = 10;

/** Bank question id → the name of its first-level category (the ancestor whose parent_id is 0). */
export async function firstLevelCategories(db: Queryable, questionIds: readonly number[]): Promise<Map<number, string>> {
  const result = new Map<number, string>();
  if (!questionIds.length) return result;
  const questions = await db.selectFrom('qb_question').select(['id', 'category_id as categoryId']).where('id', 'in', [...new Set(questionIds)]).execute();
  const categories = new Map<number, { parentId: number; name: string }>();
  let wanted = [...new Set(questions.map((q) => q.categoryId))];
  for (let depth = 0; wanted.length && depth < MAX_CATEGORY_DEPTH; depth++) {
    const rows = await db.selectFrom('qb_category').select(['id', 'parent_id as parentId', 'name']).where('id', 'in', wanted).execute();
    for (const r of rows) categories.set(r.id, r);
    wanted = [...new Set(rows.map((r) => r.parentId).filter((p) => p !== 0 && !categories.has(p)))];
  }
  for (const q of questions) {
    let category = categories.get(q.categoryId);
    for (let depth = 0; category && category.parentId !== 0 && depth < MAX_CATEGORY_DEPTH; depth++) category = categories.get(category.parentId);
    if (category?.parentId === 0) result.set(q.id, category.name);
  }
  return result;
}

// ---------------------------------------------------------------- 模拟考试: a bank's submitted attempts

export async function studyBankName(db: Queryable, studyBankId: number): Promise<string | undefined> {
  return (await db.selectFrom('qb_study_bank').select('name').where('id', '=', studyBankId).executeTakeFirst())?.name;
}

/** Every submitted mock exam attempt of the bank, with the questions it drew and the student's class. */
export async function mockExamRecords(db: Queryable, studyBankId: number) {
  const rows = await db
    .selectFrom('qb_mock_attempt as a')
    .leftJoin('sys_user as u', 'u.user_id', 'a.user_id')
    .leftJoin('sys_class as c', 'c.id', 'u.class_id')
    .select(['a.id as recordId', 'a.question_ids as questionIds', 'c.class_name as className'])
    .where('a.study_bank_id', '=', studyBankId)
    .where('a.submitted_at', 'is not', null)
    .orderBy('a.id')
    .execute();
  return rows.map((r) => ({ recordId: Number(r.recordId), className: r.className, questionIds: JSON.parse(r.questionIds) as number[] }));
}

/** Every answer of the bank's submitted mock exam attempts. */
export async function mockExamAnswers(db: Queryable, studyBankId: number) {
  const rows = await db
    .selectFrom('qb_mock_attempt as a')
    .innerJoin('qb_mock_answer as x', 'x.attempt_id', 'a.id')
    .select(['a.id as recordId', 'x.question_id as questionId', 'x.result', 'x.is_right as isRight'])
    .where('a.study_bank_id', '=', studyBankId)
    .where('a.submitted_at', 'is not', null)
    .execute();
  return rows.map((r) => ({ recordId: Number(r.recordId), questionId: Number(r.questionId), result: r.result, isRight: r.isRight === null ? null : Number(r.isRight) }));
}

/** The bank questions the attempts drew, in id order; each is its own source (for its category). */
export async function mockExamQuestions(db: Queryable, questionIds: readonly number[]) {
  if (questionIds.length === 0) return [];
  const rows = await db
    .selectFrom('qb_question')
    .select(['id', 'type', 'content', 'options', 'correct'])
    .where('id', 'in', [...new Set(questionIds)])
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ questionId: Number(r.id), type: Number(r.type), content: r.content, selectList: r.options, correct: r.correct, sourceQuestionId: Number(r.id) }));
}
