import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Button, Tabs } from 'antd-mobile';
import { questionBankQueries } from '@medteach/api-client';
import { AnswerCard, type AnswerCardItem } from '@medteach/question-engine';
import { CheckAllPopup, EmptyState, PageHeader, QueryStatus } from '@medteach/ui-kit';
import { wrongText } from './messages';
import { parentTabsOf, practiceLink, WRONG_LIST_TYPE } from './wrong-links';

const numberParam = (value: string | null) => (value && Number.isFinite(Number(value)) ? Number(value) : undefined);

/** /subjectErrorCorrection (spec §2): wrong answers by parent category, a filter popup, tap to practise. */
export default function ErrorCorrectionPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const majorType = numberParam(search.get('majorType')) ?? 1;
  const studyBankId = numberParam(search.get('studyBankId'));
  const counts = useQuery(questionBankQueries.categoryCounts({ majorType, studyBankId, type: WRONG_LIST_TYPE }));
  const tabs = parentTabsOf(counts.data ?? []);
  const [tabKey, setTabKey] = useState<number | undefined>();
  const tab = tabs.find((t) => t.parentCategoryId === tabKey) ?? tabs[0];
  // Filter per tab; absent = every sub-category of the tab.
  const [filters, setFilters] = useState<Record<number, number[]>>({});
  const [filterOpen, setFilterOpen] = useState(false);
  const chosen = tab ? (filters[tab.parentCategoryId] ?? tab.categories.map((c) => c.categoryId)) : [];
  const sheet = useQuery({ ...questionBankQueries.answerSheet({ categoryIds: chosen, studyBankId, majorType, type: WRONG_LIST_TYPE }), enabled: chosen.length > 0 });

  const open = (questionId: number) => navigate(practiceLink({ studyBankId, majorType, categoryIds: chosen, questionId }));
  const items: AnswerCardItem[] = (sheet.data?.questionList ?? []).map((q, index) => ({
    index,
    number: index + 1,
    key: String(q.questionId),
    typeLabel: '',
    status: 'wrong',
    current: false,
    locked: false,
  }));

  return (
    <main style={{ minHeight: '100vh', background: '#f5f6f8', paddingBottom: 72 }}>
      <PageHeader title={wrongText.title} onBack={() => navigate(`/subject?majorType=${majorType}`)} />
      <QueryStatus query={counts}>
        {() => (
          <>
            <Tabs activeKey={tab ? String(tab.parentCategoryId) : null} onChange={(k) => setTabKey(Number(k))} style={{ background: '#fff' }}>
              {tabs.map((t) => (
                <Tabs.Tab key={String(t.parentCategoryId)} title={t.parentCategoryName} />
              ))}
            </Tabs>
            <section aria-label={wrongText.questions} style={{ background: '#fff', margin: 8, borderRadius: 8 }}>
              {chosen.length === 0 ? (
                <EmptyState />
              ) : (
                <QueryStatus query={sheet} isEmpty={(s) => s.questionList.length === 0}>
                  {(s) => (
                    <>
                      <p style={{ margin: 0, padding: '12px 12px 0', color: 'var(--adm-color-weak)', fontSize: 13 }}>{wrongText.total(s.questionList.length)}</p>
                      <AnswerCard items={items} onSelect={(index) => open(s.questionList[index]?.questionId ?? 0)} />
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
          <Button block shape="rounded" onClick={() => setFilterOpen(true)}>
            {wrongText.filter}
          </Button>
        </footer>
      )}
      {tab && (
        <CheckAllPopup
          visible={filterOpen}
          title={wrongText.filterTitle}
          options={tab.categories.map((c) => ({ value: c.categoryId, label: c.categoryName, count: c.totalNum }))}
          value={chosen}
          onClose={() => setFilterOpen(false)}
          onDone={(ids) => setFilters((f) => ({ ...f, [tab.parentCategoryId]: ids }))}
        />
      )}
    </main>
  );
}
