import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { http, HttpResponse } from 'msw';
import { apiPath, createTestQueryClient, ok, setupMswServer, setupTestApi, systemHandlers } from '@medteach/api-client/testing';
import { KnowledgeType, RepoType, knowledgeAdminPaths, type KnowledgeBody, type KnowledgeDetail, type KnowledgeRow } from '@medteach/contract';
import type { CrudEditor } from '../../shared/crud/useCrudEditing';
import { KnowledgeForm } from './KnowledgeForm';

const ARTICLE: KnowledgeDetail = {
  id: 7,
  title: '急性阑尾炎',
  type: KnowledgeType.DISEASE,
  videoUrl: '',
  introduction: '常见外科急腹症。',
  rxName: '',
  insured: '',
  otherName: '盲肠炎',
  repoCategories: [
    { repoType: RepoType.ONSET_SITE, label: '腹部' },
    { repoType: RepoType.DEPARTMENT, label: '普通外科' },
  ],
  repoDetails: [
    { repoTitle: '临床表现', content: '<p>转移性右下腹痛</p>' },
    { repoTitle: '治疗', content: '<p>手术</p>' },
  ],
};

setupMswServer(
  ...systemHandlers(),
  http.get(apiPath(`${knowledgeAdminPaths.base}/:id`), ({ params }) => HttpResponse.json(Number(params.id) === ARTICLE.id ? ok(ARTICLE) : { code: 404, msg: '知识点不存在' })),
  http.get(apiPath(knowledgeAdminPaths.categoryList), () => HttpResponse.json({ code: 200, msg: '查询成功', total: 0, rows: [] })),
);
setupTestApi();

function renderForm(editing: Partial<KnowledgeRow>) {
  const saved: KnowledgeBody[] = [];
  const editor: CrudEditor<KnowledgeRow, KnowledgeBody> = { editing, close: () => undefined, saving: false, save: (b) => saved.push(b) };
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <App>
        <KnowledgeForm editor={editor} />
      </App>
    </QueryClientProvider>,
  );
  return saved;
}

/** Text queries, not role queries: computing roles over a drawer of rich-text editors takes seconds in jsdom. */
const confirmButton = () => screen.getByText(/确\s*定/, { selector: 'button span' }).closest('button') as HTMLButtonElement;
const confirm = () => userEvent.click(confirmButton());
async function pickType(label: string) {
  await userEvent.click(screen.getByLabelText('知识类型'));
  await userEvent.click(await screen.findByText(label, { selector: '.ant-select-item-option-content' }));
}

/** A drawer with rich-text editors is heavy in jsdom on a busy 2-core machine. */
const SLOW = { timeout: 90_000 };

describe('KnowledgeForm', () => {
  it('shows the extra lines of the chosen type (spec §2) and checks them per type', SLOW, async () => {
    const saved = renderForm({});
    expect(await screen.findByText('添加医学知识')).toBeInTheDocument();
    // A disease shows 别名, 发病部位, 就诊科室 — no prescription lines.
    expect(screen.getByLabelText('别名')).toBeInTheDocument();
    expect(screen.getByText('发病部位')).toBeInTheDocument();
    expect(screen.queryByLabelText('处方类型')).toBeNull();

    await pickType('处方');
    expect(await screen.findByLabelText('处方类型')).toBeInTheDocument();
    expect(screen.getByLabelText('医保类型')).toBeInTheDocument();
    expect(screen.queryByText('发病部位')).toBeNull();

    await confirm();
    expect(await screen.findByText('标题不能为空')).toBeInTheDocument();
    expect(screen.getByText('处方类型不能为空')).toBeInTheDocument();
    expect(saved).toEqual([]);

    fireEvent.change(screen.getByLabelText('标题'), { target: { value: '布洛芬' } });
    fireEvent.change(screen.getByLabelText('处方类型'), { target: { value: '非处方药' } });
    await confirm();
    await waitFor(() => expect(saved).toEqual([expect.objectContaining({ title: '布洛芬', type: KnowledgeType.PRESCRIPTION, rxName: '非处方药', repoDetails: [], repoCategories: [] })]));
  });

  it('asks for the video of a video article', SLOW, async () => {
    const saved = renderForm({});
    await pickType('视频');
    fireEvent.change(await screen.findByLabelText('标题'), { target: { value: '心肺复苏' } });
    await confirm();
    expect(await screen.findByText('视频类知识请上传视频')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('loads the whole article to edit, sections in order, and saves it with its id', SLOW, async () => {
    const saved = renderForm({ id: ARTICLE.id, title: ARTICLE.title, type: ARTICLE.type });
    expect(await screen.findByDisplayValue('临床表现')).toBeInTheDocument();
    const sections = screen.getAllByTestId('knowledge-section');
    expect(sections.map((s) => within(s).getByLabelText('章节标题')).map((i) => (i as HTMLInputElement).value)).toEqual(['临床表现', '治疗']);
    expect(screen.getByText('腹部')).toBeInTheDocument();

    await userEvent.click(within(sections[1]).getByLabelText('上移'));
    await confirm();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      id: 7,
      title: '急性阑尾炎',
      otherName: '盲肠炎',
      repoCategories: ARTICLE.repoCategories,
      repoDetails: [{ repoTitle: '治疗' }, { repoTitle: '临床表现' }],
    });
    expect(saved[0].repoDetails[1].content).toContain('转移性右下腹痛');
  });

  it('says so when the article cannot be loaded, and offers no save', async () => {
    renderForm({ id: 404 });
    expect(await screen.findByText('知识详情加载失败，请关闭后重试')).toBeInTheDocument();
    expect(confirmButton()).toBeDisabled();
  });
});
