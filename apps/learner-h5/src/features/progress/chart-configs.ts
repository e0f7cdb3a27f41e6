/**
 * The three charts of 学习统计 as Chart.js configurations (pure: the series are tested without a canvas).
 * Short labels (`11-25`) keep a month of days readable on a 390 px phone.
 */
import type { ChartConfiguration } from 'chart.js';
import type { ProgressSummary } from '@medteach/contract';

/** antd-mobile's primary, success and warning colours (a canvas cannot read CSS variables). */
export const CHART_COLORS = { primary: '#1677ff', good: '#00b578', weak: '#ff8f1f', grid: '#eeeeee', text: '#666666' } as const;
/** Below this accuracy a category's bar is drawn in the warning colour. */
export const WEAK_ACCURACY = 0.6;

const shortDate = (date: string) => date.slice(5);
const percentTick = (value: string | number) => `${value}%`;
const pct = (ratio: number) => Math.round(ratio * 1000) / 10;

export function perDayConfig(summary: ProgressSummary): ChartConfiguration<'bar'> {
  return {
    type: 'bar',
    data: {
      labels: summary.days.map((d) => shortDate(d.date)),
      datasets: [{ label: '答题数', data: summary.days.map((d) => d.answered), backgroundColor: CHART_COLORS.primary, borderRadius: 2, maxBarThickness: 14 }],
    },
    options: {
      plugins: { legend: { display: false } },
      scales: { x: { grid: { display: false }, ticks: { maxTicksLimit: 6, maxRotation: 0 } }, y: { beginAtZero: true, ticks: { precision: 0 }, grid: { color: CHART_COLORS.grid } } },
    },
  };
}

/** Accuracy per day in percent; days without answers are gaps the line spans (spanGaps), not zeros. */
export function accuracyConfig(summary: ProgressSummary): ChartConfiguration<'line'> {
  return {
    type: 'line',
    data: {
      labels: summary.days.map((d) => shortDate(d.date)),
      datasets: [
        {
          label: '正确率',
          data: summary.days.map((d) => (d.accuracy === null ? null : pct(d.accuracy))),
          borderColor: CHART_COLORS.good,
          backgroundColor: CHART_COLORS.good,
          pointRadius: 3,
          spanGaps: true,
          tension: 0.2,
        },
      ],
    },
    options: {
      plugins: { legend: { display: false } },
      scales: { x: { grid: { display: false }, ticks: { maxTicksLimit: 6, maxRotation: 0 } }, y: { min: 0, max: 100, ticks: { callback: percentTick, stepSize: 25 }, grid: { color: CHART_COLORS.grid } } },
    },
  };
}

/** Horizontal bars, one per first-level category, in the catalogue's order. */
export function categoryConfig(summary: ProgressSummary): ChartConfiguration<'bar'> {
  return {
    type: 'bar',
    data: {
      labels: summary.categories.map((c) => c.name),
      datasets: [
        {
          label: '正确率',
          data: summary.categories.map((c) => pct(c.accuracy)),
          backgroundColor: summary.categories.map((c) => (c.accuracy < WEAK_ACCURACY ? CHART_COLORS.weak : CHART_COLORS.primary)),
          borderRadius: 2,
          maxBarThickness: 16,
        },
      ],
    },
    options: {
      indexAxis: 'y',
      plugins: { legend: { display: false } },
      scales: { x: { min: 0, max: 100, ticks: { callback: percentTick, stepSize: 25 }, grid: { color: CHART_COLORS.grid } }, y: { grid: { display: false } } },
    },
  };
}

/** Height of the category chart: a readable row per category. */
export const categoryChartHeight = (count: number) => Math.max(120, 36 * count + 40);
