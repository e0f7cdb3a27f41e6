import type { Insertable } from 'kysely';
import type { DB } from '../../db/tables';
import type { SeedQuestion } from './seed-data/builders';
import { SEED_BANKS } from './seed-data/catalog';
import { toOptionRows } from './question-format';
import type { Queryable } from '../../db/queryable';

export const QB_FILE_PREFIX = '/file/';

/** Rows per multi-row insert: well under both engines' parameter limits. */
const ROWS_PER_INSERT = 500;

async function insertChunked<T extends keyof DB & string>(db: Queryable, table: T, rows: Insertable<DB[T]>[]) {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    // The table is one of DB's; Kysely cannot follow the generic table name into values().
    await db.insertInto(table).values(rows.slice(i, i + ROWS_PER_INSERT) as never).execute();
  }
}

/**
 * Inserts the original question bank of seed-data/ with explicit ids that follow the catalogue order (a parent
 * category before its leaves, a group before its children), so they are stable on both engines.
 * Media attachments are copied into the upload folder by the routes (see media.ts): the seed has no config.
 */
export async function seedQuestionBank(db: Queryable) {
  const banks: Insertable<DB['qb_study_bank']>[] = [];
  const categories: Insertable<DB['qb_category']>[] = [];
  const links: Insertable<DB['qb_study_bank_category']>[] = [];
  const questions: Insertable<DB['qb_question']>[] = [];

  const addQuestion = (q: SeedQuestion, categoryId: number, seq: number, parentId: number | null) => {
    const id = questions.length + 1;
    questions.push({
      id,
      category_id: categoryId,
      parent_id: parentId,
      type: q.type,
      content: q.content,
      options: JSON.stringify(toOptionRows(q.options)),
      correct: q.correct,
      analysis: q.analysis,
      file_url: q.file ? `${QB_FILE_PREFIX}${q.file}` : '',
      seq,
      answerable: q.children?.length ? 0 : 1,
    });
    for (const child of q.children ?? []) addQuestion(child, categoryId, seq, id);
  };

  SEED_BANKS.forEach((bank, bankIndex) => {
    const bankId = bankIndex + 1;
    banks.push({ id: bankId, major_type: bank.majorType, name: bank.name, sort: bankIndex + 1 });
    bank.categories.forEach((category, categoryIndex) => {
      const common = {
        major_type: bank.majorType,
        code: category.code,
        skill_id: category.skill?.skillId ?? null,
        skill_name: category.skill?.skillName ?? '',
        skill_integral: category.skill?.skillIntegral ?? 0,
        product_info_id: category.skill?.productInfoId ?? null,
        is_demo: category.isDemo ? 1 : 0,
      };
      const parentId = categories.length + 1;
      categories.push({ ...common, id: parentId, parent_id: 0, name: category.name, sort: categoryIndex + 1 });
      links.push({ study_bank_id: bankId, category_id: parentId });
      category.leaves.forEach((leaf, leafIndex) => {
        // Leaves inherit the skill of their parent: a purchase unlocks the whole first-level category.
        const leafId = categories.length + 1;
        categories.push({ ...common, id: leafId, parent_id: parentId, name: leaf.name, sort: leafIndex + 1 });
        leaf.questions.forEach((q, i) => addQuestion(q, leafId, i + 1, null));
      });
    });
  });

  await insertChunked(db, 'qb_study_bank', banks);
  await insertChunked(db, 'qb_category', categories);
  await insertChunked(db, 'qb_study_bank_category', links);
  await insertChunked(db, 'qb_question', questions);
}
