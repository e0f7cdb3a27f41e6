import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderRoutes } from '@medteach/mobile-shell/testing';
import { apiPath, ok, resetApiForTest, setupMswServer } from '@medteach/api-client/testing';
import { progressPaths, type ProgressSummary } from '@medteach/contract';
import ProgressPage from './ProgressPage';

// The canvas is not drawn in jsdom: the charts' configurations are recorded instead.
const charts = vi.hoisted(() => [] as { type: string; labels: unknown[]; data: unknown[]; indexAxis?: string }[]);
vi.mock('chart.js', () => {
  class Chart {
    static register = vi.fn();
    static defaults = { font: {}, color: '', maintainAspectRatio: true };
    constructor(_canvas: unknown, config: { type: string; data: { labels: unknown[]; datasets: { data: unknown[] }[] }; options?: { indexAxis?: string } }) {
      charts.push({ type: config.type, labels: config.data.labels, data: config.data.datasets[0].data, indexAxis: config.options?.indexAxis });
    }
    destroy = vi.fn();
  }
  return { Chart, BarController: {}, BarElement: {}, LineController: {}, LineElement: {}, PointElement: {}, CategoryScale: {}, LinearScale: {}, Tooltip: {} };
});

const day = (date: string, answered: number, right: number) => ({ date, answered, right, accuracy: answered ? right / answered : null });
const internal = { categoryId: 11, name: '内科学', answered: 5, right: 2, accuracy: 0.4, studyBankId: 3 };
const surgery = { categoryId: 12, name: '外科学', answered: 4, right: 4, accuracy: 1, studyBankId: 3 };
const SUMMARY: ProgressSummary = {
  days: [day('2026-11-22', 2, 1), day('2026-11-23', 0, 0), day('2026-11-24', 4, 2), day('2026-11-25', 3, 3)],
  answered: 9,
  right: 6,
  categories: [internal, surgery],
  streak: 2,
  retention: 0.873,
  reviewCards: 3,
  weakest: [internal],
};
const EMPTY: ProgressSummary = { days: [day('2026-11-25', 0, 0)], answered: 0, right: 0, categories: [], streak: 0, retention: null, reviewCards: 0, weakest: [] };

const server = setupMswServer();
let asked: URLSearchParams | undefined;
const answer = (summary: ProgressSummary | 'fail') =>
  server.use(
    http.get(apiPath(progressPaths.summary), ({ request }) => {
      asked = new URL(request.url).searchParams;
      return summary === 'fail' ? HttpResponse.json({ code: 500, msg: '服务异常' }) : HttpResponse.json(ok(summary));
    }),
  );
beforeEach(() => {
  resetApiForTest().tokenStore.set('student-token');
  charts.length = 0;
  asked = undefined;
});

const renderPage = (path = '/progress?majorType=1') =>
  renderRoutes(
    [
      { path: '/progress', element: <ProgressPage /> },
      { path: '/subjectHomeWork', element: <p>answering</p> },
      { path: '/subject', element: <p>subject home</p> },
    ],
    path,
  );

describe('学习统计 (issue 18)', () => {
  it('draws the per-day bars, the accuracy line and the category bars from the summary, with text alternatives', async () => {
    answer(SUMMARY);
    renderPage();
    expect(await screen.findByText('2天')).toBeInTheDocument(); // streak
    expect(screen.getByText('87%')).toBeInTheDocument(); // retention
    expect(screen.getByText('共 9 题 · 正确率 67%')).toBeInTheDocument();
    expect(asked?.get('majorType')).toBe('1');
    expect(charts).toEqual([
      { type: 'bar', labels: ['11-22', '11-23', '11-24', '11-25'], data: [2, 0, 4, 3], indexAxis: undefined },
      { type: 'line', labels: ['11-22', '11-23', '11-24', '11-25'], data: [50, null, 50, 100], indexAxis: undefined },
      { type: 'bar', labels: ['内科学', '外科学'], data: [40, 100], indexAxis: 'y' },
    ]);
    // Each chart is an image named by its numbers in words.
    const images = screen.getAllByRole('img');
    expect(images).toHaveLength(3);
    expect(images[0]).toHaveAccessibleName('近 4 天共答 9 题，3 天有答题，最多的一天是 11-24（4 题）');
    expect(images[2]).toHaveAccessibleName('各科目正确率：内科学 40%（5 题），外科学 100%（4 题）');
  });

  it('练一练 opens topic practice of the weak category in its bank', async () => {
    answer(SUMMARY);
    const router = renderPage();
    const weak = await screen.findByRole('button', { name: '练一练：内科学' });
    expect(within(weak.closest('.adm-list-item') as HTMLElement).getByText('答 5 题 · 正确率 40%')).toBeInTheDocument();
    await userEvent.click(weak);
    expect(await screen.findByText('answering')).toBeInTheDocument();
    const { pathname, search } = router.state.location;
    expect(pathname).toBe('/subjectHomeWork');
    const q = new URLSearchParams(search);
    expect([q.get('name'), q.get('studyBankId'), q.get('categoryIds'), q.get('majorType')]).toEqual(['topic', '3', '[11]', '1']);
  });

  it('shows 还没有答题记录 without answers, and leads to practice', async () => {
    answer(EMPTY);
    const router = renderPage('/progress?majorType=2');
    expect(await screen.findByText('还没有答题记录')).toBeInTheDocument();
    expect(charts).toEqual([]);
    expect(asked?.get('majorType')).toBe('2');
    await userEvent.click(screen.getByRole('button', { name: '去练习' }));
    expect(router.state.location.search).toBe('?majorType=2');
  });

  it('shows an error with 重试 when the summary fails', async () => {
    answer('fail');
    renderPage();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    answer(SUMMARY);
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('2天')).toBeInTheDocument();
  });
});
