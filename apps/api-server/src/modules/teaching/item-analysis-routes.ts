import type { FastifyInstance } from 'fastify';
import { itemAnalysisPaths as paths, planPaperAnalysisQuery, type ItemAnalysisRow, type PaperItemAnalysis } from '@medteach/contract';
import { currentUser } from '../../core/context';
import { ok } from '../../core/envelope';
import { notFound } from '../../core/errors';
import { MIN_ATTEMPTS_FOR_STATISTICS, itemStatistics, type AttemptResponses, type ItemResponse } from '../../core/item-statistics';
import { route, TEACHING_STAFF } from '../../core/routing';
import { parse } from '../../core/validate';
import { paperItemRows, paperName, planPaperAnswers } from './item-analysis-repository';
import { assertTeaches, loadLesson } from './lessons';

/** 问答题 are marked by hand: no automatic right/wrong to analyse. */
const ESSAY_TYPE = 8;
const STEM_CHARS = 40;

const plainStem = (html: string) => {
  const text = html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
  return text.length > STEM_CHARS ? `${text.slice(0, STEM_CHARS)}…` : text;
};
const lettersOf = (result: string | null) => (result ?? '').split(',').map((s) => s.trim()).filter((s) => /^[A-Z]$/.test(s));

/** 试题分析 of a lesson's plan paper (issue 18), for the lesson's teacher or an admin. */
export async function itemAnalysisRoutes(app: FastifyInstance) {
  const db = app.ctx.db;

  route(app, 'GET', paths.planPaper, TEACHING_STAFF, async (req) => {
    const { planDetailId, paperId } = parse(planPaperAnalysisQuery, req.query);
    assertTeaches(currentUser(req), await loadLesson(db, planDetailId));
    const name = await paperName(db, paperId);
    if (name === undefined) throw notFound('试卷不存在');
    const [questions, answers] = await Promise.all([paperItemRows(db, paperId), planPaperAnswers(db, planDetailId, paperId)]);

    const byAttempt = new Map<number, Map<number, ItemResponse>>();
    for (const a of answers) {
      const items = byAttempt.get(a.recordId) ?? new Map<number, ItemResponse>();
      byAttempt.set(a.recordId, items);
      items.set(a.questionId, { score: a.isRight === 1 ? 1 : 0, chosen: lettersOf(a.result) });
    }
    const attempts: AttemptResponses[] = [...byAttempt.values()].map((items) => ({ items }));
    const graded = questions.filter((q) => q.type !== ESSAY_TYPE);
    const stats = new Map(
      itemStatistics(
        graded.map((q) => ({ id: q.questionId, max: 1, options: (JSON.parse(q.selectList) as { type: string }[]).map((o) => o.type) })),
        attempts,
      ).map((s) => [s.id, s]),
    );
    const items: ItemAnalysisRow[] = questions.map((q, i) => {
      const s = stats.get(q.questionId);
      return {
        questionId: q.questionId,
        no: i + 1,
        type: q.type,
        stem: plainStem(q.content),
        correct: q.correct,
        ungraded: !s,
        facility: s?.facility ?? null,
        discrimination: s?.discrimination ?? null,
        upperLowerIndex: s?.upperLowerIndex ?? null,
        optionCounts: s?.optionCounts ?? {},
        blank: s?.blank ?? attempts.filter((a) => !a.items.get(q.questionId)?.chosen.length).length,
        flags: s?.flags ?? { negative: false, noneCorrect: false, fewAttempts: attempts.length < MIN_ATTEMPTS_FOR_STATISTICS },
      };
    });
    const scored = graded.length * attempts.length;
    const gradedIds = new Set(graded.map((q) => q.questionId));
    const right = answers.filter((a) => a.isRight === 1 && gradedIds.has(a.questionId)).length;
    const analysis: PaperItemAnalysis = { paperName: name, attempts: attempts.length, meanScore: scored === 0 ? null : right / scored, items };
    return ok(analysis);
  });
}
