import { useNavigate, useSearchParams } from 'react-router-dom';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { questionBankMutations, questionBankQueries } from '@medteach/api-client';
import { ErrorState, LoadingState, PageHeader } from '@medteach/ui-kit';
import { numberParam, paperLink } from './composition-links';
import { compositionText } from './messages';
import { PaperRecordList } from './PaperRecordList';

/** /subjectTestCreation, /testCreation and /groupQuestion (spec §2): 组题记录, 15 per page, swipe to delete. */
export default function TestCreationPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const majorType = numberParam(search.get('majorType')) ?? 1;
  const studyBankId = numberParam(search.get('studyBankId'));
  const papers = useInfiniteQuery(questionBankQueries.papers({ studyBankId, majorType }));
  const remove = useMutation(questionBankMutations.deletePapers());
  const records = papers.data?.pages.flatMap((page) => page.rows) ?? [];
  const back = () => navigate(`/subjectGroupQuestion?${new URLSearchParams({ majorType: String(majorType), ...(studyBankId ? { studyBankId: String(studyBankId) } : {}) })}`);

  return (
    <main style={{ minHeight: '100vh', background: '#f5f6f8' }}>
      <PageHeader title={compositionText.recordsTitle} onBack={back} />
      {papers.isPending ? (
        <LoadingState />
      ) : papers.isError ? (
        <ErrorState onRetry={() => void papers.refetch()} />
      ) : (
        <PaperRecordList
          records={records}
          hasMore={papers.hasNextPage}
          loadMore={async () => {
            await papers.fetchNextPage();
          }}
          onOpen={(record) => navigate(paperLink({ studyPaperId: record.studyPaperId, studyBankId, majorType, name: 'testCreation' }))}
          onDelete={(record) => remove.mutate([record.studyPaperId])}
        />
      )}
    </main>
  );
}
