import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { itemAnalysisPaths, type ItemAnalysisRow, type PaperItemAnalysis } from '@medteach/contract';
import { apiPath, authHandlers, ok, setupMswServer, setupTestApi, teachingHandlers } from '@medteach/api-client/testing';
import { locationOf, renderPage } from '../common/render-page';
import CheckStudentPage from '../students/CheckStudentPage';
import ItemAnalysisPage from './ItemAnalysisPage';

const row = (over: Partial<ItemAnalysisRow>): ItemAnalysisRow => ({
  questionId: 1,
  no: 1,
  type: 0,
  stem: '正常成人腋测法体温范围是',
  correct: 'B',
  ungraded: false,
  facility: 0.75,
  discrimination: 0.58,
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

  it('says so when nobody has handed the paper in, and warns when too few have', async () => {
    analysis = { ...analysis, attempts: 0, meanScore: null };
    renderPage('/itemAnalysis', <ItemAnalysisPage />, '/itemAnalysis?planDetailId=1&paperId=1');
    expect(await screen.findByText('还没有学生提交这份试卷')).toBeInTheDocument();
  });

  it('opens from the paper’s 学员列表', async () => {
    const user = userEvent.setup();
    const { router } = renderPage('/checkStudent', <CheckStudentPage />, '/checkStudent?planDetailId=1&paperId=1');
    await user.click(await screen.findByRole('button', { name: '试题分析' }));
    expect(locationOf(router)).toBe('/itemAnalysis?planDetailId=1&paperId=1');
  });
});
