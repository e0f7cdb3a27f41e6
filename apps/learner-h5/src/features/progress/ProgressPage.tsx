import { useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, ErrorBlock, List } from 'antd-mobile';
import type { ProgressSummary } from '@medteach/contract';
import { PageHeader, QueryStatus } from '@medteach/ui-kit';
import { bankFamilyTitle } from '../../shared/bank-texts';
import { progressQueries } from './api';
import { ChartCanvas } from './ChartCanvas';
import { accuracyConfig, categoryChartHeight, categoryConfig, perDayConfig } from './chart-configs';
import { progressText as text } from './messages';
import { practiceLinkOf } from './progress-links';

const CHART_HEIGHT = 180;
const card = { background: '#fff', margin: 8, borderRadius: 8, padding: 12 } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={card} aria-label={title}>
      <h2 style={{ fontSize: 15, margin: '0 0 8px' }}>{title}</h2>
      {children}
    </section>
  );
}

function BigNumber({ label, value, hint }: { label: string; value: ReactNode; hint: string }) {
  return (
    <div style={{ flex: 1, minWidth: 0, textAlign: 'center' }}>
      <div style={{ fontSize: 13, color: 'var(--adm-color-weak)' }}>{label}</div>
      <div style={{ fontSize: 30, fontWeight: 600, lineHeight: 1.4, color: 'var(--adm-color-primary)' }}>{value}</div>
      <div style={{ fontSize: 12, color: 'var(--adm-color-weak)' }}>{hint}</div>
    </div>
  );
}

/** The numbers behind each chart in words: the charts' accessible names. */
function summaries(s: ProgressSummary) {
  const active = s.days.filter((d) => d.answered > 0);
  const busiest = active.reduce<ProgressSummary['days'][number] | undefined>((best, d) => (!best || d.answered > best.answered ? d : best), undefined);
  return {
    perDay: text.perDaySummary(s.days.length, s.answered, active.length, busiest ? `${busiest.date.slice(5)}（${busiest.answered} 题）` : ''),
    accuracy: text.accuracySummary(active.map((d) => `${d.date.slice(5)} ${text.percent(d.accuracy ?? 0)}`).join('，')),
    categories: text.categorySummary(s.categories.map((c) => `${c.name} ${text.percent(c.accuracy)}（${c.answered} 题）`).join('，')),
  };
}

function Progress({ summary, majorType }: { summary: ProgressSummary; majorType: number }) {
  const navigate = useNavigate();
  const charts = useMemo(() => ({ perDay: perDayConfig(summary), accuracy: accuracyConfig(summary), categories: categoryConfig(summary), words: summaries(summary) }), [summary]);
  const days = summary.days.length;
  return (
    <>
      <section style={{ ...card, display: 'flex', gap: 8 }} aria-label={text.title}>
        <BigNumber label={text.streak} value={`${summary.streak}${text.streakUnit}`} hint={text.totals(summary.answered, summary.answered ? text.percent(summary.right / summary.answered) : '—')} />
        <BigNumber label={text.retention} value={summary.retention === null ? text.retentionNone : text.percent(summary.retention)} hint={text.retentionHint(summary.reviewCards)} />
      </section>
      <Section title={`${text.perDay} · ${text.periodDays(days)}`}>
        <ChartCanvas config={charts.perDay} summary={charts.words.perDay} height={CHART_HEIGHT} />
      </Section>
      <Section title={text.accuracyTrend}>
        <ChartCanvas config={charts.accuracy} summary={charts.words.accuracy} height={CHART_HEIGHT} />
      </Section>
      {summary.categories.length > 0 && (
        <Section title={text.byCategory}>
          <ChartCanvas config={charts.categories} summary={charts.words.categories} height={categoryChartHeight(summary.categories.length)} />
        </Section>
      )}
      <List header={text.weakest} mode="card">
        {summary.weakest.length === 0 ? (
          <List.Item>
            <span style={{ fontSize: 14, color: 'var(--adm-color-weak)' }}>{text.weakestNone}</span>
          </List.Item>
        ) : (
          summary.weakest.map((c) => (
            <List.Item
              key={c.categoryId}
              description={text.weakLine(c.answered, text.percent(c.accuracy))}
              extra={
                <Button size="small" color="primary" aria-label={text.practiceLabel(c.name)} onClick={() => navigate(practiceLinkOf(majorType, c))}>
                  {text.practice}
                </Button>
              }
            >
              {c.name}
            </List.Item>
          ))
        )}
      </List>
    </>
  );
}

/** 学习统计 (issue 18) `#/progress?majorType=`: the student's own progress in one bank family, as charts. */
export default function ProgressPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const majorType = Number(search.get('majorType')) === 2 ? 2 : 1;
  const summary = useQuery(progressQueries.summary(majorType));
  return (
    <main style={{ minHeight: '100vh', background: '#f5f6f8', paddingBottom: 16 }}>
      <PageHeader title={text.familyTitle(bankFamilyTitle(majorType))} />
      <QueryStatus
        query={summary}
        isEmpty={(s) => s.answered === 0 && s.reviewCards === 0 && s.streak === 0}
        empty={
          <ErrorBlock status="empty" title={text.empty} description={text.emptyHint} style={{ padding: '48px 16px' }}>
            <Button color="primary" onClick={() => navigate(`/subject?majorType=${majorType}`)}>
              {text.toPractice}
            </Button>
          </ErrorBlock>
        }
      >
        {(s) => <Progress summary={s} majorType={majorType} />}
      </QueryStatus>
    </main>
  );
}
