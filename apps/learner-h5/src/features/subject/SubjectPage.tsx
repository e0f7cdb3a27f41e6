import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Tabs } from 'antd-mobile';
import { questionBankKeys, questionBankQueries } from '@medteach/api-client';
import type { CategoryTreeNode } from '@medteach/contract';
import { PageHeader, QueryStatus } from '@medteach/ui-kit';
import { hasNativeHost } from '@medteach/bridge';
import { appBridge } from '../../app/bridge';
import { goodsLink } from '../payment';
import { CategoryAccordion } from './CategoryAccordion';
import { CategoryDrawer } from './CategoryDrawer';
import { explainLock } from './lock-reason';
import { subjectText } from './messages';
import { Shortcuts } from './Shortcuts';
import { callUnlockBridge, practiceLink, shortcutLinks } from './subject-links';

/** The open chapter of the accordion (spec §2 answering query `topicActive`). */
const TOPIC_ACTIVE_PARAM = 'topicActive';

const numberParam = (value: string | null) => (value && Number.isFinite(Number(value)) ? Number(value) : undefined);

/** /subject (and /topic): the question-bank home of one major type (spec §2). */
export default function SubjectPage() {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const majorType = numberParam(search.get('majorType')) ?? 1;
  const banks = useQuery(questionBankQueries.banks(majorType));
  const studyBankId = numberParam(search.get('studyBankId')) ?? banks.data?.[0]?.studyBankId;
  // First-level categories of the bank with their sub-categories (spec §7: data[0].children is the tree).
  const tree = useQuery({ ...questionBankQueries.tree(majorType, studyBankId), enabled: banks.isSuccess, select: (root) => root?.children ?? [] });
  // The open chapter lives in the URL (topicActive), like the bank tab: back from the answering screen and a reload
  // find the screen as it was left.
  const activeKey = search.get(TOPIC_ACTIVE_PARAM) ?? '';
  const [picked, setPicked] = useState<number | undefined>();
  const setActiveKey = useCallback(
    (key: string) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          if (key) next.set(TOPIC_ACTIVE_PARAM, key);
          else next.delete(TOPIC_ACTIVE_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );

  // Spec §4: after a purchase callback the tree reloads and the open accordion resets.
  useEffect(
    () =>
      appBridge.onPurchase(() => {
        setActiveKey('');
        void queryClient.invalidateQueries({ queryKey: questionBankKeys.all });
      }),
    [queryClient, setActiveKey],
  );

  const selectBank = (key: string) => {
    const next = new URLSearchParams(search);
    next.set('studyBankId', key);
    next.delete(TOPIC_ACTIVE_PARAM);
    setSearch(next, { replace: true });
    setPicked(undefined);
  };

  const open = (chapter: CategoryTreeNode, sub: CategoryTreeNode, entry: 'open' | 'locked' | 'empty') => {
    if (entry === 'open') navigate(practiceLink(majorType, studyBankId, chapter, sub));
    // Issue 18: no native app to sell the skill — first why it is locked, then its goods page, coming back into this
    // practice after buying.
    else if (!hasNativeHost(appBridge)) {
      if (entry === 'locked') void toShopAfterReason(chapter, sub);
    } else callUnlockBridge(appBridge, majorType, chapter, sub, entry === 'locked');
  };
  const toShopAfterReason = async (chapter: CategoryTreeNode, sub: CategoryTreeNode) => {
    if ((await explainLock(chapter, sub)) && chapter.skillId !== null) navigate(goodsLink(chapter.skillId, practiceLink(majorType, studyBankId, chapter, sub)));
  };

  return (
    <main style={{ minHeight: '100vh', background: '#f5f6f8', paddingBottom: 16 }}>
      <PageHeader title={subjectText.title(majorType)} />
      <Shortcuts links={shortcutLinks(majorType, studyBankId)} onOpen={(to) => navigate(to)} />
      <QueryStatus query={banks}>
        {(list) => (
          <section style={{ background: '#fff', margin: 8, borderRadius: 8, overflow: 'hidden' }}>
            <Tabs activeKey={studyBankId === undefined ? null : String(studyBankId)} onChange={selectBank}>
              {list.map((bank) => (
                <Tabs.Tab key={String(bank.studyBankId)} title={bank.studyBankName} />
              ))}
            </Tabs>
            <QueryStatus query={tree}>
              {(chapters) => (
                <>
                  <CategoryDrawer
                    categories={chapters}
                    value={picked}
                    onChange={(sub, chapter) => {
                      setPicked(sub.id);
                      setActiveKey(String(chapter.id));
                    }}
                  />
                  <CategoryAccordion chapters={chapters} activeKey={activeKey} onActiveKey={setActiveKey} onOpen={open} highlight={picked} />
                </>
              )}
            </QueryStatus>
          </section>
        )}
      </QueryStatus>
    </main>
  );
}
