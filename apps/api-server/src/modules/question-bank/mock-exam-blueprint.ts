import {
  MOCK_EXAM_DEFAULT_COUNT,
  MOCK_EXAM_DEFAULT_MINUTES,
  MOCK_EXAM_DEFAULT_PASS_PERCENT,
  MockExamMessages as M,
  type MockExamBlueprint,
  type MockExamSection,
} from '@medteach/contract';
import { notFound } from '../../core/errors';
import { STAFF_ACCESS, type SkillAccess } from './access';
import { bankChapters, bankOfId, blueprintRow, childrenOf, drawItems, openCountByChapter } from './mock-exam-repository';
import type { Queryable } from '../../db/queryable';

/**
 * Splits `total` over parts in proportion to their sizes (largest remainder), never more than a part holds: the
 * default blueprint's spread of MOCK_EXAM_DEFAULT_COUNT questions over a bank's chapters.
 */
export function spread(total: number, sizes: number[]): number[] {
  const sum = sizes.reduce((a, b) => a + b, 0);
  if (sum <= total) return [...sizes];
  const exact = sizes.map((s) => (s * total) / sum);
  const counts = exact.map(Math.floor);
  const order = exact.map((e, i) => ({ i, rest: e - Math.floor(e) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (let k = 0, left = total - counts.reduce((a, b) => a + b, 0); left > 0; k++, left--) counts[order[k % order.length].i]++;
  return counts;
}

/** The bank's blueprint as set in the back office, or the default spread by the chapters' sizes for `access`. */
export async function blueprintOf(db: Queryable, studyBankId: number, access: SkillAccess = STAFF_ACCESS): Promise<MockExamBlueprint & { majorType: number }> {
  const bank = await bankOfId(db, studyBankId);
  if (!bank) throw notFound(M.noSuchBank);
  const categories = await bankChapters(db, studyBankId);
  const names = new Map(categories.map((c) => [c.categoryId, c.categoryName]));
  const row = await blueprintRow(db, studyBankId);
  const stored = row ? (JSON.parse(row.sections) as Omit<MockExamSection, 'categoryName'>[]).filter((s) => names.has(s.categoryId)) : [];
  let sections: MockExamSection[];
  if (stored.length) {
    sections = stored.map((s) => ({ categoryId: s.categoryId, categoryName: names.get(s.categoryId) ?? '', questionType: s.questionType ?? null, count: s.count }));
  } else {
    const sizes = await openCountByChapter(db, access, categories.map((c) => c.categoryId));
    const counts = spread(MOCK_EXAM_DEFAULT_COUNT, categories.map((c) => sizes.get(c.categoryId) ?? 0));
    sections = categories.map((c, i) => ({ ...c, questionType: null, count: counts[i] })).filter((s) => s.count > 0);
  }
  return {
    studyBankId,
    studyBankName: bank.name,
    majorType: Number(bank.major_type),
    durationMinutes: row ? Number(row.duration_minutes) : MOCK_EXAM_DEFAULT_MINUTES,
    passPercent: row ? Number(row.pass_percent) : MOCK_EXAM_DEFAULT_PASS_PERCENT,
    questionCount: sections.reduce((n, s) => n + s.count, 0),
    sections,
    isDefault: stored.length === 0,
    categories,
  };
}

/**
 * Draws an attempt's questions by the blueprint from what the student may open: per section, random top-level items
 * until the section's count is reached; an A3/A4/B group is kept whole (it is skipped when it would overshoot).
 * Returns answerable question ids, section by section, a group's children together.
 */
export async function composeAttempt(db: Queryable, access: SkillAccess, sections: readonly MockExamSection[]): Promise<number[]> {
  const picked: { id: number; size: number }[] = [];
  const seen = new Set<number>();
  for (const s of sections) {
    let left = s.count;
    for (const item of await drawItems(db, access, s.categoryId, s.questionType, s.count * 2)) {
      if (left === 0) break;
      if (seen.has(item.id) || item.size > left) continue;
      seen.add(item.id);
      picked.push(item);
      left -= item.size;
    }
  }
  // A group parent brings its children; a standalone question has none and stands for itself.
  const groups = await childrenOf(db, picked.map((p) => p.id));
  return picked.flatMap((p) => groups.get(p.id) ?? [p.id]);
}
