import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { http, HttpResponse } from 'msw';
import { apiPath, createTestQueryClient, setupMswServer, setupTestApi, systemHandlers } from '@medteach/api-client/testing';
import { stationAdminPaths, type SkillQuestionAdminBody, type SkillQuestionAdminRow, type StationAdminRow } from '@medteach/contract';
import type { CrudEditor } from '../../shared/crud/useCrudEditing';
import { SkillQuestionDrawer } from './SkillQuestionDrawer';

const STATION: StationAdminRow = { stationId: 1, examId: 1, examName: '2026年临床技能考核', stationName: '第一考站', examSeconds: 900, maskNames: false, roomCount: 4, examineeCount: 20, deviceCount: 5, questionCount: 2 };
const ROW: SkillQuestionAdminRow = {
  id: 7,
  stationId: 1,
  stationName: '第一考站',
  name: '成人心肺复苏',
  sort: 1,
  parts: [
    { description: '判断意识与呼吸。', descriptionFileUrl: '' },
    { description: '开始胸外按压。', descriptionFileUrl: '/file/station/ecg.png' },
  ],
  details: [{ name: '操作示范', fileUrl: '/file/station/cpr.mp4' }],
};

setupMswServer(...systemHandlers(), http.get(apiPath(stationAdminPaths.stationList), () => HttpResponse.json({ code: 200, msg: '查询成功', total: 1, rows: [STATION] })));
setupTestApi();

function renderDrawer(editing: Partial<SkillQuestionAdminRow>) {
  const saved: SkillQuestionAdminBody[] = [];
  const editor: CrudEditor<SkillQuestionAdminRow, SkillQuestionAdminBody> = { editing, close: () => undefined, saving: false, save: (b) => saved.push(b) };
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <App>
        <SkillQuestionDrawer editor={editor} />
      </App>
    </QueryClientProvider>,
  );
  return saved;
}

const confirm = () => userEvent.click(screen.getByText(/确\s*定/, { selector: 'button span' }).closest('button') as HTMLButtonElement);
const SLOW = { timeout: 60_000 };

describe('SkillQuestionDrawer (技能试题)', () => {
  it('reorders and removes parts and steps and saves them in the order shown, with the id', SLOW, async () => {
    const saved = renderDrawer(ROW);
    expect(await screen.findByText('修改技能试题')).toBeInTheDocument();
    const first = screen.getByText('第 1 段题干').closest('.ant-card') as HTMLElement;
    await userEvent.click(within(first).getByRole('button', { name: '下移' }));
    expect(within(screen.getByText('第 1 段题干').closest('.ant-card') as HTMLElement).getByLabelText('题干描述')).toHaveValue('开始胸外按压。');
    const step = screen.getByText('第 1 步').closest('.ant-card') as HTMLElement;
    await userEvent.click(within(step).getByRole('button', { name: '删除' }));
    expect(screen.getByText('暂无步骤')).toBeInTheDocument();
    await confirm();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      id: 7,
      stationId: 1,
      name: '成人心肺复苏',
      sort: 1,
      parts: [ROW.parts[1], ROW.parts[0]],
      details: [],
    });
  });

  it('a new question starts with one empty part; a blank part or step is refused on its field', SLOW, async () => {
    const saved = renderDrawer({ stationId: 1 });
    expect(await screen.findByText('添加技能试题')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('试题名称'), { target: { value: '气管插管' } });
    await userEvent.click(screen.getByRole('button', { name: /添加步骤/ }));
    await confirm();
    expect(await screen.findByText('题干描述不能为空')).toBeInTheDocument();
    expect(screen.getByText('步骤名称不能为空')).toBeInTheDocument();
    expect(saved).toEqual([]);
    fireEvent.change(screen.getByLabelText('题干描述'), { target: { value: '患者男，70岁。' } });
    fireEvent.change(screen.getByLabelText('步骤名称'), { target: { value: '插管要点' } });
    await confirm();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ id: undefined, stationId: 1, name: '气管插管', sort: 0, parts: [{ description: '患者男，70岁。', descriptionFileUrl: '' }], details: [{ name: '插管要点', fileUrl: '' }] });
  });
});
