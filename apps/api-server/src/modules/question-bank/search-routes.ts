import type { FastifyInstance } from 'fastify';
import {
  QUESTION_SEARCH_SNIPPET_MAX,
  QUESTION_TYPE_LABELS,
  questionSearchPaths as paths,
  questionSearchQuery,
  type QuestionSearchRow,
  type QuestionTypeValue,
} from '@medteach/contract';
import { currentUser } from '../../core/context';
import { plainText } from '../../core/rich-text';
import { table } from '../../core/envelope';
import { parse } from '../../core/validate';
import { categoryUnlocked, openWithoutPurchase } from './access';
import { skillAccess } from './access-repository';
import { queryOf } from './request';
import { groupChildren, optionsSearchable, searchQuestions, type SearchHitRow } from './search-repository';
import { SIGNED_IN } from '../../core/routing';

/** Option texts of a stored options column (JSON `[{type, name}]`); anything else has none. */
function optionTexts(options: string): string[] {
  try {
    const parsed: unknown = JSON.parse(options);
    return Array.isArray(parsed) ? parsed.map((o: { name?: unknown }) => (typeof o?.name === 'string' ? plainText(o.name) : '')).filter(Boolean) : [];
  } catch {
    return [];
  }
}

/**
 * ≤ `max` characters of `text` around the first occurrence of `keyword` (ignoring case), `…` marking a cut; the
 * start of the text when the keyword is not in it.
 */
export function snippetAround(text: string, keyword: string, max = QUESTION_SEARCH_SNIPPET_MAX): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  const at = text.toLowerCase().indexOf(keyword.toLowerCase());
  const index = at < 0 ? 0 : [...text.slice(0, at)].length;
  const length = [...keyword].length;
  // Room for the text itself, less the ellipses it needs; the match sits a third of the way in.
  let start = Math.max(0, Math.min(index - Math.floor((max - length) / 3), chars.length - max));
  let end = start + max;
  if (start > 0) start += 1;
  if (end < chars.length) end -= 1;
  return `${start > 0 ? '…' : ''}${chars.slice(start, end).join('')}${end < chars.length ? '…' : ''}`;
}

/** The text a row is shown by: its stem, else a sub-question's stem, else an option that holds the keyword. */
function stemOf(hit: SearchHitRow, children: { content: string; options: string }[], keyword: string): string {
  const stem = plainText(hit.content);
  const k = keyword.toLowerCase();
  const texts = [stem, ...children.map((c) => plainText(c.content)), ...optionTexts(hit.options), ...children.flatMap((c) => optionTexts(c.options))];
  const found = texts.find((t) => t.toLowerCase().includes(k));
  return snippetAround(found ?? stem, keyword);
}

/**
 * 搜索试题 (issue 18): stems and options of the banks a student can open. A locked question is listed where it sits
 * (bank, chapter, section, type, 未解锁) so the student can find what to unlock, but none of its text: the topic lock
 * withholds a locked question's stem everywhere else too, and a snippet around any keyword would read it out piece by
 * piece.
 */
export async function searchRoutes(app: FastifyInstance) {
  const db = app.ctx.db;

  app.get(paths.search, SIGNED_IN, async (req) => {
    const q = parse(questionSearchQuery, queryOf(req));
    const access = await skillAccess(db, currentUser(req).userId);
    const page = await searchQuestions(
      db,
      { keyword: q.keyword, options: optionsSearchable(q.keyword), majorType: q.majorType, studyBankId: q.studyBankId },
      { pageNum: q.pageNum, pageSize: q.pageSize },
    );
    const children = await groupChildren(
      db,
      page.rows.map((r) => r.id),
    );
    const rows: QuestionSearchRow[] = page.rows.map((r) => {
      const locked = !(categoryUnlocked(access, r.skill_id) || openWithoutPurchase(r));
      const childrenOf = children.filter((c) => c.parent_id === r.id);
      return {
        questionId: r.id,
        stem: locked ? '' : stemOf(r, childrenOf, q.keyword),
        typeName: QUESTION_TYPE_LABELS[r.type as QuestionTypeValue] ?? '',
        studyBankId: r.bank_id,
        studyBankName: r.bank_name,
        majorType: r.major_type,
        categoryId: r.category_id,
        categoryName: r.category_name,
        parentCategoryId: r.parent_category_id,
        parentCategoryName: r.parent_category_name,
        code: r.code,
        skillId: r.skill_id,
        skillName: r.skill_name,
        skillIntegral: r.skill_integral,
        productInfoId: r.product_info_id,
        isUnlock: categoryUnlocked(access, r.skill_id),
        locked,
      };
    });
    return table(rows, page.total);
  });
}
