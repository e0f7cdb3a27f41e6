import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockExamPaths, questionAdminPaths, type MockExamBlueprint } from '@medteach/contract';
import { renderConsolePage, setupConsoleMsw } from '../../shared/testing/console-page';
import MockExamBlueprintPage from './MockExamBlueprintPage';

const ok = (data: unknown) => HttpResponse.json({ code: 200, msg: '操作成功', data });
const BLUEPRINT: MockExamBlueprint = {
  studyBankId: 2,
  studyBankName: '临床综合演练',
  durationMinutes: 60,
  passPercent: 60,
  questionCount: 50,
  sections: [{ categoryId: 5, categoryName: '急诊与危重症', questionType: null, count: 50 }],
  isDefault: true,
  categories: [
    { categoryId: 5, categoryName: '急诊与危重症' },
    { categoryId: 6, categoryName: '医学人文' },
  ],
};

const server = setupConsoleMsw();
let saved: unknown[];
beforeEach(() => {
  saved = [];
  server.use(
    http.get(`*/api${questionAdminPaths.studyBankList}`, () => HttpResponse.json({ code: 200, msg: '查询成功', total: 1, rows: [{ studyBankId: 2, studyBankName: '临床综合演练', majorType: 1, sort: 1, categoryIds: [5, 6], categoryNames: [], questionCount: 80 }] })),
    http.get(`*/api${mockExamPaths.blueprint}/2`, () => ok(BLUEPRINT)),
    http.put(`*/api${mockExamPaths.blueprint}/2`, async ({ request }) => {
      saved.push(await request.json());
      return ok({ ...BLUEPRINT, isDefault: false });
    }),
  );
});

async function pick(label: string, option: string, nth = 0) {
  await userEvent.click(screen.getAllByLabelText(label)[nth]);
  const options = await screen.findAllByTitle(option);
  await userEvent.click(options[options.length - 1]);
}

describe('<MockExamBlueprintPage> 模拟考试设置', () => {
  it('loads a bank’s (default) blueprint and saves duration, pass mark and a rule', { timeout: 60_000 }, async () => {
    renderConsolePage(<MockExamBlueprintPage />);
    expect(screen.getByText('请先选择题库')).toBeInTheDocument();
    await pick('题库', '临床综合演练');
    expect(await screen.findByText('当前为默认规则：每场最多 50 题')).toBeInTheDocument();
    const duration = screen.getByLabelText('考试时长（分钟）');
    await userEvent.clear(duration);
    await userEvent.type(duration, '90');
    await userEvent.click(screen.getByRole('button', { name: '添加规则' }));
    await pick('章节', '医学人文');
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(saved).toEqual([{ durationMinutes: 90, passPercent: 60, sections: [{ categoryId: 6, questionType: null, count: 10 }] }]));
  });
});
