import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Button, Tabs } from 'antd-mobile';
import { questionBankQueries } from '@medteach/api-client';
import type { AnswerSheetBody, BankAnswerSheetItem } from '@medteach/contract';
import { AnswerCard, type AnswerCardItem, type CardItemStatus } from '@medteach/question-engine';
import { CheckAllPopup, EmptyState, PageHeader, QueryStatus } from '@medteach/ui-kit';
import { parentTabsOf } from './parent-tabs';
import { practiceLink, type PracticeKind } from './practice-link';

/** What makes a category list the favourites or the wrong answers. */
export interface CategorySheetKind {
  /** `type` of the per-category counts (spec §7: 0 favourite, 1 wrong). */
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
    /** A second footer button that practises the whole list; absent: none. */
    startPractice?: string;
  };
}

const numberParam = (value: string | null) => (value && Number.isFinite(Number(value)) ? Number(value) : undefined);

/** /subjectCollect and /subjectErrorCorrection (spec §2): a tab per parent category, a filter popup, the numbered questions. */
export function CategorySheetPage({ kind }: { kind: CategorySheetKind }) {
  const { text } = kind;
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const majorType = numberParam(search.get('majorType')) ?? 1;
  const studyBankId = numberParam(search.get('studyBankId'));
  const counts = useQuery(questionBankQueries.categoryCounts({ majorType, studyBankId, type: kind.listType }));
  const tabs = parentTabsOf(counts.data ?? []);
  const [tabKey, setTabKey] = useState<number | undefined>();
  const tab = tabs.find((t) => t.parentCategoryId === tabKey) ?? tabs[0];
  // Filter per tab; absent = every sub-category of the tab.
  const [filters, setFilters] = useState<Record<number, number[]>>({});
  const [filterOpen, setFilterOpen] = useState(false);
  const chosen = tab ? (filters[tab.parentCategoryId] ?? tab.categories.map((c) => c.categoryId)) : [];
  const sheet = useQuery({ ...questionBankQueries.answerSheet({ categoryIds: chosen, studyBankId, majorType, ...kind.sheetFilter }), enabled: chosen.length > 0 });

  const practise = (questionId?: number) => navigate(practiceLink(kind.practice, { studyBankId, majorType, categoryIds: chosen, questionId }));
  const items: AnswerCardItem[] = (sheet.data?.questionList ?? []).map((q, index) => ({
    index,
    number: index + 1,
    key: String(q.questionId),
    typeLabel: '',
    status: kind.statusOf(q),
    current: false,
    locked: false,
  }));

  return (
    <main style={{ minHeight: '100vh', background: '#f5f6f8', paddingBottom: 72 }}>
      <PageHeader title={text.title} onBack={() => navigate(`/subject?majorType=${majorType}`)} />
      <QueryStatus query={counts}>
        {() => (
          <>
            <Tabs activeKey={tab ? String(tab.parentCategoryId) : null} onChange={(k) => setTabKey(Number(k))} style={{ background: '#fff' }}>
              {tabs.map((t) => (
                <Tabs.Tab key={String(t.parentCategoryId)} title={t.parentCategoryName} />
              ))}
            </Tabs>
            <section aria-label={text.questions} style={{ background: '#fff', margin: 8, borderRadius: 8 }}>
              {chosen.length === 0 ? (
                <EmptyState />
              ) : (
                <QueryStatus query={sheet} isEmpty={(s) => s.questionList.length === 0}>
                  {(s) => (
                    <>
                      <p style={{ margin: 0, padding: '12px 12px 0', color: 'var(--adm-color-weak)', fontSize: 13 }}>{text.total(s.questionList.length)}</p>
                      <AnswerCard items={items} onSelect={(index) => practise(s.questionList[index]?.questionId ?? 0)} />
                    </>
                  )}
                </QueryStatus>
              )}
            </section>
          </>
        )}
      </QueryStatus>
      {tab && (
        <footer style={{ position: 'fixed', left: 0, right: 0, bottom: 0, padding: '8px 16px', background: '#fff', borderTop: '1px solid #f0f0f0' }}>
          <div style={{ display: 'flex', gap: 12 }}>
            <Button block shape="rounded" onClick={() => setFilterOpen(true)}>
              {text.filter}
            </Button>
            {text.startPractice && (
              <Button block shape="rounded" color="primary" disabled={!sheet.data?.questionList.length} onClick={() => practise()}>
                {text.startPractice}
              </Button>
            )}
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
          onDone={(ids) => setFilters((f) => ({ ...f, [tab.parentCategoryId]: ids }))}
        />
      )}
    </main>
  );
}
