import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { courseAdminPaths, itemAnalysisPaths, questionAdminPaths, teachingExportPaths, teachingLessonAdminPaths, teachingPaths, type PaperItemAnalysis } from '@medteach/contract';
import { renderConsolePage, setupConsoleMsw } from '../../shared/testing/console-page';
import ItemAnalysisPage from './ItemAnalysisPage';

const ok = (data: unknown) => HttpResponse.json({ code: 200, msg: '操作成功', data });
const FLAGS = { negative: false, noneCorrect: false, fewAttempts: false };
const ANALYSIS: PaperItemAnalysis = {
  paperName: '诊断学随堂测试',
  attempts: 6,
  meanScore: 0.5,
  items: [
    { questionId: 11, no: 1, type: 0, stem: '正常成人腋测法体温范围是', correct: 'B', ungraded: false, facility: 0.5, standardDeviation: 0.5477, discrimination: 0.42, discriminativeEfficiency: 0.634, upperLowerIndex: 1, optionCounts: { A: 1, B: 3, C: 2 }, blank: 0, flags: FLAGS, category: '诊断学' },
    { questionId: 12, no: 2, type: 0, stem: '稽留热常见于', correct: 'A', ungraded: false, facility: 0, standardDeviation: 0, discrimination: -0.3, discriminativeEfficiency: null, upperLowerIndex: -0.5, optionCounts: { A: 0, B: 6 }, blank: 0, flags: { ...FLAGS, negative: true, noneCorrect: true }, category: null },
    { questionId: 13, no: 3, type: 8, stem: '简述问诊的内容', correct: '', ungraded: true, facility: null, standardDeviation: null, discrimination: null, discriminativeEfficiency: null, upperLowerIndex: null, optionCounts: {}, blank: 2, flags: FLAGS },
  ],
  classes: [{ className: '临床1班', attempts: 6, meanScore: 0.5, weakestCategories: [{ name: '诊断学', accuracy: 0.25, answers: 8 }] }],
};

/** A bank's mock exams: the questions were drawn by different attempts (作答数 per row). */
const MOCK: PaperItemAnalysis = {
  paperName: '临床执业医师',
  attempts: 9,
  meanScore: 0.6,
  items: [
    { questionId: 501, no: 1, type: 0, stem: '大叶性肺炎的典型痰液是', correct: 'C', ungraded: false, facility: 0.75, standardDeviation: 0.46, discrimination: 0.35, discriminativeEfficiency: 0.5, upperLowerIndex: 0.5, optionCounts: { A: 1, B: 0, C: 6, D: 1 }, blank: 0, flags: FLAGS, category: '内科学', attempts: 8 },
    { questionId: 502, no: 2, type: 0, stem: '小儿生理性体重下降多见于', correct: 'A', ungraded: false, facility: 0.5, standardDeviation: 0.71, discrimination: null, discriminativeEfficiency: null, upperLowerIndex: 0, optionCounts: { A: 1, B: 1 }, blank: 0, flags: { ...FLAGS, fewAttempts: true }, category: '儿科学', attempts: 2 },
  ],
  classes: [{ className: '临床2班', attempts: 9, meanScore: 0.6, weakestCategories: [{ name: '儿科学', accuracy: 0.5, answers: 2 }] }],
};

const server = setupConsoleMsw();
let asked: string[];
beforeEach(() => {
  asked = [];
  server.use(
    http.get(`*/api${teachingPaths.semesterList}`, () => ok([{ semesterId: 1, semesterName: '2000-2001学年第一学期', startDate: '2000-09-01', endDate: '2100-08-31' }])),
    http.get(`*/api${teachingExportPaths.plans}`, () => ok([{ planId: 7, planName: '诊断学', semesterId: 1, teacherName: '王建国', classes: [] }])),
    http.get(`*/api${teachingLessonAdminPaths.planDetailList}`, () =>
      HttpResponse.json({ code: 200, msg: '查询成功', total: 1, rows: [{ planDetailId: 1, planId: 7, teachingDate: '2000-09-11', lessonContent: '问诊的方法与技巧' }] }),
    ),
    http.get(`*/api${teachingLessonAdminPaths.planDetail}/1`, () => ok({ planDetailId: 1, paperIds: [1] })),
    http.get(`*/api${teachingLessonAdminPaths.timetableOptions}`, () => ok({ papers: [{ paperId: 1, name: '诊断学随堂测试' }] })),
    http.get(`*/api${courseAdminPaths.list}`, () => HttpResponse.json({ code: 200, msg: '查询成功', total: 0, rows: [] })),
    http.get(`*/api${itemAnalysisPaths.planPaper}`, ({ request }) => {
      asked.push(new URL(request.url).searchParams.toString());
      return ok(ANALYSIS);
    }),
    http.get(`*/api${itemAnalysisPaths.banks}`, () =>
      HttpResponse.json({ code: 200, msg: '查询成功', total: 2, rows: [{ studyBankId: 1, studyBankName: '临床执业医师', majorType: 1, sort: 1, categoryIds: [], categoryNames: [], questionCount: 120 }, { studyBankId: 2, studyBankName: '口腔执业医师', majorType: 2, sort: 2, categoryIds: [], categoryNames: [], questionCount: 80 }] }),
    ),
    http.get(`*/api${itemAnalysisPaths.mockExam}`, ({ request }) => {
      const studyBankId = new URL(request.url).searchParams.get('studyBankId');
      asked.push(`mock:${studyBankId}`);
      return ok(studyBankId === '1' ? MOCK : { paperName: '口腔执业医师', attempts: 0, meanScore: null, items: [], classes: [] });
    }),
  );
});

async function pick(label: string, option: string) {
  await userEvent.click(screen.getByLabelText(label));
  const options = await screen.findAllByTitle(option);
  await userEvent.click(options[options.length - 1]);
}
const SLOW = { timeout: 60_000 };

describe('<ItemAnalysisPage> 试题分析', () => {
  it('walks semester → plan → lesson → paper, then shows per-question figures, flags, sorting and the classes’ weakest categories', SLOW, async () => {
    renderConsolePage(<ItemAnalysisPage />);
    expect(screen.getByText('请选择一份试卷查看试题分析')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('教学计划')).toBeEnabled());
    await pick('教学计划', '诊断学（王建国）');
    await pick('课次', '2000-09-11 问诊的方法与技巧');
    await pick('试卷', '诊断学随堂测试');
    await waitFor(() => expect(asked).toEqual(['planDetailId=1&paperId=1']));

    expect(await screen.findByText('已提交 6 份，平均得分率 50%')).toBeInTheDocument();
    const rows = () => screen.getAllByRole('row').filter((r) => r.closest('table') && within(r).queryAllByRole('cell').length > 4);
    const second = rows()[1];
    expect(within(second).getByText('无人答对')).toBeInTheDocument();
    expect(within(second).getByText('负区分')).toBeInTheDocument();
    expect(within(second).getByText('-0.30')).toBeInTheDocument();
    expect(within(rows()[2]).getByText('人工阅卷')).toBeInTheDocument();
    // 标准差 beside 正确率 and 区分效率 beside 区分度, each with its formula.
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent ?? '');
    const at = (name: string) => headers.findIndex((h) => h.includes(name));
    expect(at('标准差')).toBe(at('正确率') + 1);
    expect(at('区分效率')).toBe(at('区分度') + 1);
    expect(within(rows()[0]).getByText('0.55')).toBeInTheDocument();
    expect(within(rows()[0]).getByText('63%')).toBeInTheDocument();
    expect(screen.getAllByLabelText(/样本标准差/).length).toBeGreaterThan(0);
    expect(screen.getAllByLabelText(/排序后配对/).length).toBeGreaterThan(0);
    // Every figure explains itself (formula in the tooltip, reachable by keyboard).
    expect(screen.getAllByLabelText(/皮尔逊相关系数/)[0]).toHaveAttribute('tabindex', '0');

    // Sort by 区分度 ascending: the negative question comes first.
    await userEvent.click(screen.getAllByRole('columnheader', { name: /区分度/ })[0]);
    await waitFor(() => expect(within(rows()[0]).getByText('-0.30')).toBeInTheDocument());

    const classes = screen.getByText('各班薄弱知识点').closest('.ant-card') as HTMLElement;
    expect(within(classes).getByText('临床1班')).toBeInTheDocument();
    expect(within(classes).getByText('诊断学 25% · 8 次')).toBeInTheDocument();
  });

  it('asks the back office’s bank list for the banks', () => {
    expect(itemAnalysisPaths.banks).toBe(questionAdminPaths.studyBankList);
  });

  it('模拟考试: picks a bank and shows its questions with 作答数 per question, the same figures and the classes; a bank nobody took says so', SLOW, async () => {
    renderConsolePage(<ItemAnalysisPage />);
    await userEvent.click(screen.getByText('模拟考试'));
    expect(screen.getByText('请选择一个题库查看其模拟考试的试题分析')).toBeInTheDocument();
    await pick('题库', '临床执业医师');
    await waitFor(() => expect(asked).toEqual(['mock:1']));
    expect(await screen.findByText('已提交 9 次模拟考试，平均得分率 60%')).toBeInTheDocument();
    expect(screen.getByText(/每道题的数字只统计抽到这道题的考试/)).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader', { name: /作答数/ }).length).toBeGreaterThan(0);
    const rows = () => screen.getAllByRole('row').filter((r) => r.closest('table') && within(r).queryAllByRole('cell').length > 4);
    expect(within(rows()[0]).getByText('大叶性肺炎的典型痰液是')).toBeInTheDocument();
    expect(within(rows()[0]).getByRole('cell', { name: '8' })).toBeInTheDocument();
    expect(within(rows()[1]).getByText('作答少')).toBeInTheDocument();
    // Option bars are scaled to the attempts that drew the question, and read out for screen readers.
    expect(within(rows()[0]).getByRole('img', { name: 'A 1，B 0，C 6，D 1，未答 0' })).toBeInTheDocument();
    const classes = screen.getByText('各班薄弱知识点').closest('.ant-card') as HTMLElement;
    expect(within(classes).getByText('儿科学 50% · 2 次')).toBeInTheDocument();

    await pick('题库', '口腔执业医师');
    expect(await screen.findByText('还没有学生提交这个题库的模拟考试')).toBeInTheDocument();
    expect(asked).toEqual(['mock:1', 'mock:2']);
    // Back to papers: the paper pickers again, nothing of the bank left.
    await userEvent.click(screen.getByText('教学试卷'));
    expect(screen.getByText('请选择一份试卷查看试题分析')).toBeInTheDocument();
  });

  it('says when a failed analysis can be retried', SLOW, async () => {
    server.use(http.get(`*/api${itemAnalysisPaths.planPaper}`, () => HttpResponse.json({ code: 500, msg: '服务器出错' }, { status: 500 })));
    renderConsolePage(<ItemAnalysisPage />);
    await waitFor(() => expect(screen.getByLabelText('教学计划')).toBeEnabled());
    await pick('教学计划', '诊断学（王建国）');
    await pick('课次', '2000-09-11 问诊的方法与技巧');
    await pick('试卷', '诊断学随堂测试');
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeInTheDocument();
  });
});
