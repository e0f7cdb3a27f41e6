import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Button, Tabs } from 'antd-mobile';
import { questionBankQueries } from '@medteach/api-client';
import type { AnswerSheetBody, BankAnswerSheetItem } from '@medteach/contract';
import type { CardItemStatus } from '@medteach/question-engine';
import { CheckAllPopup, EmptyState, PageHeader, QueryStatus } from '@medteach/ui-kit';
import { categoryIdsText, parseCategoryIds } from '../category-ids';
import { parentTabsOf } from './parent-tabs';
import { practiceLink, type PracticeKind } from './practice-link';
import { QuestionRows, type QuestionRow } from './QuestionRows';
import { selectionFromIds } from './sheet-selection';
import { stemFirstLine } from './stem-line';
import { bankHomeLink } from '../bank-home';

/** What makes a category list the favourites or the wrong answers. */
export interface CategorySheetKind {
  /** `type` of the per-category counts and of the question list (spec §7: 0 favourite, 1 wrong). */
  listType: number;
  /** What the answer sheet is asked for besides the categories. */
  sheetFilter: Pick<AnswerSheetBody, 'type' | 'isFavorite'>;
  practice: PracticeKind;
  /** A question's colour on the card. */
  statusOf: (question: BankAnswerSheetItem) => CardItemStatus;
  text: {
    title: string;
    /** Accessible name of the list. */
    questions: string;
    filter: string;
    filterTitle: string;
    total: (n: number) => string;
    /** The footer button that practises the whole list. */
    startPractice: string;
  };
}

const CATEGORY_IDS_PARAM = 'categoryIds';
const numberParam = (value: string | null) => (value && Number.isFinite(Number(value)) ? Number(value) : undefined);

/**
 * /subjectCollect and /subjectErrorCorrection (spec §2): a tab per parent category, a filter popup, the questions
 * numbered with their stem's first line, and 开始练习. The chosen categories are kept in the query (`categoryIds`):
 * a deep link opens the list pre-filtered, and back from the answering screen returns to the same choice.
 */
export function CategorySheetPage({ kind }: { kind: CategorySheetKind }) {
  const { text } = kind;
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const majorType = numberParam(search.get('majorType')) ?? 1;
  const studyBankId = numberParam(search.get('studyBankId'));
  const counts = useQuery(questionBankQueries.categoryCounts({ majorType, studyBankId, type: kind.listType }));
  const tabs = parentTabsOf(counts.data ?? []);
  const linked = selectionFromIds(tabs, parseCategoryIds(search.get(CATEGORY_IDS_PARAM)));
  const [tabKey, setTabKey] = useState<number | undefined>();
  const tab = tabs.find((t) => t.parentCategoryId === (tabKey ?? linked?.tabId)) ?? tabs[0];
  // Filter per tab; absent = what the link chose for its tab, else every sub-category of the tab.
  const [filters, setFilters] = useState<Record<number, number[]>>({});
  const [filterOpen, setFilterOpen] = useState(false);
  const everyCategory = (id: number) => tabs.find((t) => t.parentCategoryId === id)?.categories.map((c) => c.categoryId) ?? [];
  const chosenOf = (id: number) => filters[id] ?? (linked?.tabId === id ? linked.categoryIds : everyCategory(id));
  const chosen = tab ? chosenOf(tab.parentCategoryId) : [];
  const sheet = useQuery({ ...questionBankQueries.answerSheet({ categoryIds: chosen, studyBankId, majorType, ...kind.sheetFilter }), enabled: chosen.length > 0 });
  // The same list the answering screen asks for (shared cache): here only for the stems.
  const questions = useQuery({ ...questionBankQueries.questions({ categoryIds: chosen, studyBankId, type: kind.listType, majorType }), enabled: chosen.length > 0 });

  /** Keeps the choice in the query, so a reload or the way back from practice finds it. */
  const keepChoice = (ids: readonly number[]) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(CATEGORY_IDS_PARAM, categoryIdsText(ids));
        return next;
      },
      { replace: true },
    );
  const selectTab = (id: number) => {
    setTabKey(id);
    keepChoice(chosenOf(id));
  };
  const filter = (id: number, ids: number[]) => {
    setFilters((f) => ({ ...f, [id]: ids }));
    keepChoice(ids);
  };

  const practise = (questionId?: number) => navigate(practiceLink(kind.practice, { studyBankId, majorType, categoryIds: chosen, questionId }));
  const stems = new Map((questions.data ?? []).map((q) => [q.questionId, stemFirstLine(q.content)]));
  const rowsOf = (items: readonly BankAnswerSheetItem[]): QuestionRow[] =>
    items.map((q) => ({ questionId: q.questionId, status: kind.statusOf(q), stem: stems.get(q.questionId) ?? '' }));

  return (
    <main style={{ minHeight: '100vh', background: '#f5f6f8', paddingBottom: 72 }}>
      <PageHeader title={text.title} onBack={() => navigate(bankHomeLink(majorType, studyBankId))} />
      <QueryStatus query={counts}>
        {() => (
          <>
            <Tabs activeKey={tab ? String(tab.parentCategoryId) : null} onChange={(k) => selectTab(Number(k))} style={{ background: '#fff' }}>
              {tabs.map((t) => (
                <Tabs.Tab key={String(t.parentCategoryId)} title={t.parentCategoryName} />
              ))}
            </Tabs>
            <section aria-label={text.questions} style={{ background: '#fff', margin: 8, borderRadius: 8, overflow: 'hidden' }}>
              {chosen.length === 0 ? (
                <EmptyState />
              ) : (
                <QueryStatus query={sheet} isEmpty={(s) => s.questionList.length === 0}>
                  {(s) => (
                    <>
                      <p style={{ margin: 0, padding: '12px 12px 4px', color: 'var(--adm-color-weak)', fontSize: 13 }}>{text.total(s.questionList.length)}</p>
                      <QuestionRows rows={rowsOf(s.questionList)} label={text.questions} onSelect={practise} />
                    </>
                  )}
                </QueryStatus>
              )}
            </section>
          </>
        )}
      </QueryStatus>
      {tab && (
        <footer style={{ position: 'fixed', left: 0, right: 0, bottom: 0, padding: '8px 16px calc(8px + env(safe-area-inset-bottom))', background: '#fff', borderTop: '1px solid #f0f0f0' }}>
          <div style={{ display: 'flex', gap: 12 }}>
            <Button block shape="rounded" onClick={() => setFilterOpen(true)}>
              {text.filter}
            </Button>
            <Button block shape="rounded" color="primary" disabled={!sheet.data?.questionList.length} onClick={() => practise()}>
              {text.startPractice}
            </Button>
          </div>
        </footer>
      )}
      {tab && (
        <CheckAllPopup
          visible={filterOpen}
          title={text.filterTitle}
          options={tab.categories.map((c) => ({ value: c.categoryId, label: c.categoryName, count: c.totalNum }))}
          value={chosen}
          onClose={() => setFilterOpen(false)}
          onDone={(ids) => filter(tab.parentCategoryId, ids)}
        />
      )}
    </main>
  );
}
