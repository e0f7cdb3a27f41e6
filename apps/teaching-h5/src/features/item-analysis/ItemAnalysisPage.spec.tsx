import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { itemAnalysisPaths, type ItemAnalysisRow, type PaperItemAnalysis } from '@medteach/contract';
import { apiPath, authHandlers, ok, setupMswServer, setupTestApi, teachingHandlers } from '@medteach/api-client/testing';
import { renderPage } from '../../shared/testing/render-page';
import ItemAnalysisPage from './ItemAnalysisPage';

const row = (over: Partial<ItemAnalysisRow>): ItemAnalysisRow => ({
  questionId: 1,
  no: 1,
  type: 0,
  stem: '正常成人腋测法体温范围是',
  correct: 'B',
  ungraded: false,
  facility: 0.75,
  standardDeviation: 0.46,
  discrimination: 0.58,
  discriminativeEfficiency: 0.8,
  upperLowerIndex: 0.5,
  optionCounts: { A: 1, B: 6, C: 1 },
  blank: 0,
  flags: { negative: false, noneCorrect: false, fewAttempts: false },
  ...over,
});
let analysis: PaperItemAnalysis;
const asked: string[] = [];
const server = setupMswServer(...teachingHandlers(), ...authHandlers());
setupTestApi();
beforeEach(() => {
  asked.length = 0;
  analysis = {
    paperName: '诊断学随堂测试',
    attempts: 8,
    meanScore: 0.62,
    items: [
      row({}),
      row({ questionId: 2, no: 2, stem: '疟疾常见的热型是', correct: 'C', facility: 0.25, discrimination: -0.31, upperLowerIndex: -0.5, flags: { negative: true, noneCorrect: false, fewAttempts: false } }),
      row({ questionId: 3, no: 3, type: 8, stem: '简述问诊的基本方法与技巧。', correct: '', ungraded: true, facility: null, discrimination: null, upperLowerIndex: null, optionCounts: {} }),
    ],
    classes: [
      {
        className: '临床医学2024级1班',
        attempts: 5,
        meanScore: 0.7,
        weakestCategories: [
          { name: '诊断学基础', accuracy: 0.4, answers: 10 },
          { name: '内科学', accuracy: 0.8, answers: 5 },
        ],
      },
      { className: null, attempts: 3, meanScore: 0.5, weakestCategories: [] },
    ],
  };
  server.use(
    http.get(apiPath(itemAnalysisPaths.planPaper), ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json(ok(analysis));
    }),
  );
});

describe('试题分析 (issue 18)', () => {
  it('shows each question’s figures, option bars with the key, flags, and leaves essays out', async () => {
    renderPage('/itemAnalysis', <ItemAnalysisPage />, '/itemAnalysis?planDetailId=1&paperId=1');
    expect(await screen.findByText('诊断学随堂测试')).toBeInTheDocument();
    expect(screen.getByText('8 人作答 · 平均得分率 62%')).toBeInTheDocument();
    expect(asked).toEqual(['?planDetailId=1&paperId=1']);
    expect(screen.getByText('75%')).toBeInTheDocument();
    expect(screen.getByText('0.58')).toBeInTheDocument();
    expect(screen.getByText('-0.31')).toBeInTheDocument();
    expect(screen.getByText('负区分')).toBeInTheDocument();
    expect(screen.getByText('问答题由教师评分，不作统计')).toBeInTheDocument();
    const [bars] = screen.getAllByRole('table', { name: '选项分布' });
    expect(within(bars).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['A', 'B', 'C', '未作答']);
    expect(within(bars).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1', '6', '1', '0']);
    expect(screen.queryByText('作答人数少于 5 人，以下数据仅供参考')).toBeNull();
  });

  it('shows per class the attempts, mean score and the weakest categories with their accuracy', async () => {
    renderPage('/itemAnalysis', <ItemAnalysisPage />, '/itemAnalysis?planDetailId=1&paperId=1');
    expect(await screen.findByText('各班情况')).toBeInTheDocument();
    expect(screen.getByText('临床医学2024级1班')).toBeInTheDocument();
    expect(screen.getByText('5 人作答 · 平均得分率 70%')).toBeInTheDocument();
    const weakest = screen.getByRole('list', { name: '临床医学2024级1班最薄弱的分类' });
    expect(within(weakest).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['诊断学基础正确率 40% · 10 次作答', '内科学正确率 80% · 5 次作答']);
    // Students without a class, and a paper whose questions are not from the bank.
    expect(screen.getByText('未分班')).toBeInTheDocument();
    expect(screen.getByText('3 人作答 · 平均得分率 50%')).toBeInTheDocument();
    expect(screen.getByText('试题未关联题库分类，无法统计薄弱知识点')).toBeInTheDocument();
  });

  it('says so when the report has no classes', async () => {
    analysis = { ...analysis, classes: [] };
    renderPage('/itemAnalysis', <ItemAnalysisPage />, '/itemAnalysis?planDetailId=1&paperId=1');
    expect(await screen.findByText('暂无班级数据')).toBeInTheDocument();
    expect(screen.getByText('正常成人腋测法体温范围是')).toBeInTheDocument();
  });

  it('says so when nobody has handed the paper in, and warns when too few have', async () => {
    analysis = { ...analysis, attempts: 0, meanScore: null };
    renderPage('/itemAnalysis', <ItemAnalysisPage />, '/itemAnalysis?planDetailId=1&paperId=1');
    expect(await screen.findByText('还没有学生提交这份试卷')).toBeInTheDocument();
  });
});
