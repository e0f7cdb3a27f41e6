import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { teachingExportPaths, teachingPaths, type ExportPlanOption, type ProgressSheet } from '@medteach/contract';
import { renderConsolePage, setupConsoleMsw } from '../../shared/testing/console-page';
import ExportPage from './ExportPage';

const SEMESTERS = [
  { semesterId: 2, semesterName: '2100-2101学年第一学期', startDate: '2100-09-01', endDate: '2101-01-20' },
  { semesterId: 1, semesterName: '2000-2001学年第一学期', startDate: '2000-09-01', endDate: '2100-08-31' },
];
const PLANS: ExportPlanOption[] = [{ planId: 7, planName: '诊断学', semesterId: 1, teacherName: '王建国', classes: [{ classId: 3, className: '临床1班' }, { classId: 4, className: '临床2班' }] }];
const SHEET: ProgressSheet = {
  planId: 7,
  planName: '诊断学',
  majorName: '临床医学',
  semesterName: '2000-2001学年第一学期',
  teacherName: '王建国',
  textbook: '《诊断学》',
  theoryPeriod: 32,
  experimentPeriod: 16,
  classNames: '临床1班',
  rows: [
    { planDetailId: 1, weekNum: 2, teachingDate: '2000-09-11', teachWeekName: '星期一', periodText: '第1节', lessonContent: '问诊的方法与技巧', teacherName: '王建国', addressName: '', hoursType: '理论', periods: 2, classNames: '临床1班' },
  ],
};

const server = setupConsoleMsw();
let plansAsked: string[];
let sheetsAsked: string[];
let failSheet: boolean;
beforeEach(() => {
  plansAsked = [];
  sheetsAsked = [];
  failSheet = false;
  server.use(
    http.get(`*/api${teachingPaths.semesterList}`, () => HttpResponse.json({ code: 200, msg: '操作成功', data: SEMESTERS })),
    http.get(`*/api${teachingExportPaths.plans}`, ({ request }) => {
      plansAsked.push(new URL(request.url).searchParams.toString());
      return HttpResponse.json({ code: 200, msg: '操作成功', data: PLANS });
    }),
    http.get(`*/api${teachingExportPaths.progressSheet}`, ({ request }) => {
      sheetsAsked.push(new URL(request.url).searchParams.toString());
      return failSheet ? HttpResponse.json({ code: 500, msg: '服务器出错' }, { status: 500 }) : HttpResponse.json({ code: 200, msg: '操作成功', data: SHEET });
    }),
  );
});

const renderPage = () => renderConsolePage(<ExportPage />);

async function pick(label: string, option: string) {
  await userEvent.click(screen.getByLabelText(label));
  const options = await screen.findAllByTitle(option);
  await userEvent.click(options[options.length - 1]);
}

/** Several antd selects and a table rendered in jsdom: slow on the shared 2-core machine. */
const SLOW = { timeout: 40_000 };

describe('<ExportPage> 教学导出', () => {
  it('starts on the semester holding today, asks for a plan, then previews its progress table for the picked class', SLOW, async () => {
    renderPage();
    // Today lies in semester 1 (2000-09-01 … 2100-08-31), not the newest one.
    await waitFor(() => expect(plansAsked).toEqual(['semesterId=1']));
    expect(screen.getByText('请选择学期和教学计划')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /导出课表进度表/ })).toBeDisabled();

    await pick('教学计划', '诊断学（王建国）');
    // The preview (the print copy under <body> is hidden by CSS, which jsdom does not load).
    const [sheet] = await screen.findAllByRole('article', { name: '诊断学课表进度表' });
    expect(within(sheet).getByRole('row', { name: /第2周 2000-09-11 星期一 第1节 问诊的方法与技巧 王建国 无 理论 2 临床1班/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /导出课表进度表/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /打\s*印/ })).toBeEnabled();

    await pick('班级', '临床2班');
    await waitFor(() => expect(sheetsAsked).toContain('planId=7&classId=4'));
  });

  it('shows a failed preview with 重试, which asks again', SLOW, async () => {
    failSheet = true;
    renderPage();
    await waitFor(() => expect(plansAsked).toHaveLength(1));
    await pick('教学计划', '诊断学（王建国）');
    const retry = await screen.findByRole('button', { name: /重\s*试/ });
    expect(screen.getByText('加载失败')).toBeInTheDocument();
    failSheet = false;
    await userEvent.click(retry);
    expect((await screen.findAllByRole('article', { name: '诊断学课表进度表' }))[0]).toBeInTheDocument();
    expect(sheetsAsked).toEqual(['planId=7', 'planId=7']);
  });
});
