import type { Db } from '../../db/db';
import type { SeedQuestion } from './seed-data/builders';
import { SEED_BANKS } from './seed-data/catalog';
import { toOptionRows } from './question-format';

export const QB_FILE_PREFIX = '/file/';

/**
 * Inserts the original question bank of seed-data/ (ids follow the catalogue order, so they are stable).
 * Media attachments are copied into the upload folder by the routes (see media.ts): the seed has no config.
 */
export function seedQuestionBank(db: Db) {
  const insertBank = db.prepare('INSERT INTO qb_study_bank (major_type, name, sort) VALUES (?, ?, ?)');
  const insertCategory = db.prepare(
    `INSERT INTO qb_category (major_type, parent_id, name, code, skill_id, skill_name, skill_integral, product_info_id, is_demo, sort)
     VALUES (@majorType, @parentId, @name, @code, @skillId, @skillName, @skillIntegral, @productInfoId, @isDemo, @sort)`,
  );
  const linkBank = db.prepare('INSERT INTO qb_study_bank_category (study_bank_id, category_id) VALUES (?, ?)');
  const insertQuestion = db.prepare(
    `INSERT INTO qb_question (category_id, parent_id, type, content, options, correct, analysis, file_url, seq, answerable)
     VALUES (@categoryId, @parentId, @type, @content, @options, @correct, @analysis, @fileUrl, @seq, @answerable)`,
  );

  const addQuestion = (q: SeedQuestion, categoryId: number, seq: number, parentId: number | null): number => {
    const isGroup = !!q.children?.length;
    const id = Number(
      insertQuestion.run({
        categoryId,
        parentId,
        type: q.type,
        content: q.content,
        options: JSON.stringify(toOptionRows(q.options)),
        correct: q.correct,
        analysis: q.analysis,
        fileUrl: q.file ? `${QB_FILE_PREFIX}${q.file}` : '',
        seq,
        answerable: isGroup ? 0 : 1,
      }).lastInsertRowid,
    );
    for (const child of q.children ?? []) addQuestion(child, categoryId, seq, id);
    return id;
  };

  SEED_BANKS.forEach((bank, bankIndex) => {
    const bankId = Number(insertBank.run(bank.majorType, bank.name, bankIndex + 1).lastInsertRowid);
    bank.categories.forEach((category, categoryIndex) => {
      const common = {
        majorType: bank.majorType,
        code: category.code,
        skillId: category.skill?.skillId ?? null,
        skillName: category.skill?.skillName ?? '',
        skillIntegral: category.skill?.skillIntegral ?? 0,
        productInfoId: category.skill?.productInfoId ?? null,
        isDemo: category.isDemo ? 1 : 0,
      };
      const parentId = Number(insertCategory.run({ ...common, parentId: 0, name: category.name, sort: categoryIndex + 1 }).lastInsertRowid);
      linkBank.run(bankId, parentId);
      category.leaves.forEach((leaf, leafIndex) => {
        // Leaves inherit the skill of their parent: a purchase unlocks the whole first-level category.
        const leafId = Number(insertCategory.run({ ...common, parentId, name: leaf.name, sort: leafIndex + 1 }).lastInsertRowid);
        leaf.questions.forEach((q, i) => addQuestion(q, leafId, i + 1, null));
      });
    });
  });
}
