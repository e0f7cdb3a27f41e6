import { Link, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { commerceQueries } from '@medteach/api-client';
import type { ShareScoreDetail } from '@medteach/contract';
import { EmptyState, PageHeader, QueryStatus } from '@medteach/ui-kit';

export const scoreText = {
  title: '成绩详情',
  score: '得分',
  questionNum: '题目数',
  right: '答对',
  wrong: '答错',
  useTime: '用时',
  download: '下载APP',
  minutes: (s: number) => `${Math.floor(s / 60)}分${s % 60}秒`,
} as const;

/** /score?deviceCode&shareType&inviteSignStr&practiceListId: a shared practice result (public). */
export default function ScorePage() {
  const [params] = useSearchParams();
  const practiceListId = params.get('practiceListId');
  if (!practiceListId || !/^\d+$/.test(practiceListId)) return <EmptyState />;
  const inviteSignStr = params.get('inviteSignStr') ?? undefined;
  return (
    <main style={{ minHeight: '100vh', background: '#f5f5f5' }}>
      <PageHeader title={scoreText.title} noBack />
      <Score
        query={{ deviceCode: params.get('deviceCode') ?? undefined, shareType: params.get('shareType') ?? undefined, inviteSignStr, practiceListId }}
        inviteSign={inviteSignStr}
      />
    </main>
  );
}

function Score({ query, inviteSign }: { query: { deviceCode?: string; shareType?: string; inviteSignStr?: string; practiceListId: string }; inviteSign?: string }) {
  const result = useQuery(commerceQueries.shareScore({ ...query, shareType: query.shareType === undefined ? undefined : Number(query.shareType), practiceListId: Number(query.practiceListId) }));
  return <QueryStatus query={result}>{(s) => <ScoreCard s={s} inviteSign={inviteSign} />}</QueryStatus>;
}

function ScoreCard({ s, inviteSign }: { s: ShareScoreDetail; inviteSign?: string }) {
  const rows: [string, string][] = [
    [scoreText.questionNum, String(s.questionNum)],
    [scoreText.right, String(s.rightNum)],
    [scoreText.wrong, String(s.wrongNum)],
    [scoreText.useTime, scoreText.minutes(s.useTime)],
  ];
  return (
    <section style={{ margin: 16, padding: 20, background: '#fff', borderRadius: 12, textAlign: 'center' }}>
      <p style={{ color: '#666', margin: 0 }}>{s.userName}</p>
      <h2 style={{ fontSize: 18 }}>{s.paperName}</h2>
      <p data-testid="share-score" style={{ fontSize: 40, fontWeight: 700, color: '#1677ff', margin: '8px 0' }}>
        {s.score}
        <small style={{ fontSize: 16, color: '#999' }}>/{s.totalScore}</small>
      </p>
      <dl style={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: '8px 16px', textAlign: 'left' }}>
        {rows.map(([k, v]) => (
          <div key={k} style={{ display: 'contents' }}>
            <dt style={{ color: '#999' }}>{k}</dt>
            <dd style={{ margin: 0 }}>{v}</dd>
          </div>
        ))}
      </dl>
      <Link to={inviteSign ? `/download?inviteSign=${encodeURIComponent(inviteSign)}` : '/download'}>{scoreText.download}</Link>
    </section>
  );
}
