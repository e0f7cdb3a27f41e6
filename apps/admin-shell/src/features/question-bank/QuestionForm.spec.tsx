import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { http, HttpResponse } from 'msw';
import { apiPath, createTestQueryClient, ok, setupMswServer, setupTestApi, systemHandlers } from '@medteach/api-client/testing';
import {
  QuestionType,
  knowledgeAdminPaths,
  questionAdminPaths,
  type CategoryAdminRow,
  type QuestionAdminChild,
  type QuestionAdminDetail,
  type QuestionAdminRow,
  type QuestionBody,
} from '@medteach/contract';
import type { CrudEditor } from '../../shared/crud/useCrudEditing';
import { QuestionForm } from './QuestionForm';
import { toBody, toFormValues } from './question-form-model';

const LEAF = 11;
const child = (questionId: number, content: string, options: string[], answer: string): QuestionAdminChild => ({ questionId, content, options, answer, analysis: '', fileUrl: '' });
const saved = (questionId: number, type: number, over: Partial<QuestionAdminDetail>): QuestionAdminDetail => ({
  questionId,
  type: type as QuestionAdminDetail['type'],
  categoryId: LEAF,
  majorType: 1,
  content: `题干${questionId}`,
  options: [],
  answer: '',
  analysis: '<p>解析</p>',
  fileUrl: '',
  knowledgeId: null,
  knowledgeTitle: '',
  children: [],
  ...over,
});

/** One saved question of each of the nine types (as GET /exam/question/{id} answers). */
const NINE: QuestionAdminDetail[] = [
  saved(1, QuestionType.A1, { options: ['甲', '乙', '丙', '丁'], answer: 'C', fileUrl: '/file/qb-a.png,/file/qb-b.mp3' }),
  saved(2, QuestionType.A2, { options: ['甲', '乙', '丙'], answer: 'A', knowledgeId: 4, knowledgeTitle: '急性阑尾炎' }),
  saved(3, QuestionType.A3, { children: [child(31, '子一', ['甲', '乙'], 'B'), child(32, '子二', ['甲', '乙', '丙'], 'C')] }),
  saved(4, QuestionType.A4, { children: [child(41, '子一', ['甲', '乙'], 'A')] }),
  saved(5, QuestionType.B, { content: '', options: ['心尖部', '胸骨左缘', '剑突下'], children: [child(51, 'B一', ['心尖部', '胸骨左缘', '剑突下'], 'A'), child(52, 'B二', ['心尖部', '胸骨左缘', '剑突下'], 'C')] }),
  saved(6, QuestionType.X, { options: ['甲', '乙', '丙', '丁'], answer: 'A,B,D' }),
  saved(7, QuestionType.JUDGE, { options: ['正确', '错误'], answer: 'B' }),
  saved(8, QuestionType.FILL, { answer: '模式识别[|]模式识别法[$]心尖部' }),
  saved(9, QuestionType.ESSAY, { answer: '参考答案' }),
];
const CATEGORIES: CategoryAdminRow[] = [
  { categoryId: 1, parentId: 0, majorType: 1, categoryName: '内科学', code: '1', sort: 1, isDemo: 0, locked: false, productInfoId: null, skillId: null, skillName: '', questionCount: 0 },
  { categoryId: LEAF, parentId: 1, majorType: 1, categoryName: '呼吸系统', code: '1', sort: 1, isDemo: 0, locked: false, productInfoId: null, skillId: null, skillName: '', questionCount: 9 },
];

setupMswServer(
  ...systemHandlers(),
  http.get(apiPath(`${questionAdminPaths.question}/:id`), ({ params }) => {
    const q = NINE.find((n) => n.questionId === Number(params.id));
    return HttpResponse.json(q ? ok(q) : { code: 404, msg: '试题不存在' });
  }),
  http.get(apiPath(questionAdminPaths.categoryList), () => HttpResponse.json(ok(CATEGORIES))),
  http.get(apiPath(knowledgeAdminPaths.list), () => HttpResponse.json({ code: 200, msg: '查询成功', total: 1, rows: [{ id: 4, title: '急性阑尾炎', type: 4 }] })),
);
setupTestApi();

function renderForm(editing: Partial<QuestionAdminRow>) {
  const bodies: QuestionBody[] = [];
  const editor: CrudEditor<QuestionAdminRow, QuestionBody> = { editing, close: () => undefined, saving: false, save: (b) => bodies.push(b) };
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <App>
        <QuestionForm editor={editor} onPreview={() => undefined} />
      </App>
    </QueryClientProvider>,
  );
  return bodies;
}

/** Text queries, not role queries: computing roles over a drawer of rich-text editors takes seconds in jsdom. */
const confirm = () => userEvent.click(screen.getByText(/确\s*定/, { selector: 'button span' }).closest('button') as HTMLButtonElement);
const SLOW = { timeout: 120_000 };

/** What the body of a saved question is when nothing is changed: its own fields, in the request's shape. */
const unchanged = (q: QuestionAdminDetail): QuestionBody => ({
  questionId: q.questionId,
  type: q.type,
  categoryId: q.categoryId,
  knowledgeId: q.knowledgeId,
  content: q.content,
  options: q.type === QuestionType.A3 || q.type === QuestionType.A4 || q.type === QuestionType.FILL || q.type === QuestionType.ESSAY ? [] : q.options,
  answer: q.answer,
  analysis: q.analysis,
  fileUrl: q.fileUrl,
  children: q.children.map((c) => ({ ...c, options: q.type === QuestionType.B ? [] : c.options })),
});

describe('question form model', () => {
  it('keeps every one of the nine types as it was through the form values', () => {
    for (const q of NINE) expect(toBody(toFormValues(q), q.questionId)).toEqual(unchanged(q));
  });
});

describe('QuestionForm (nine types)', () => {
  it.each(NINE.map((q) => [q.type, q] as const))(
    'type %i: loads the saved question into the editor of its type and saves it back unchanged',
    SLOW,
    async (_type, q) => {
      const bodies = renderForm({ questionId: q.questionId });
      await screen.findByDisplayValue(q.content || 'B一', undefined, { timeout: 10_000 });
      if (q.type === QuestionType.FILL) expect(screen.getByText('模式识别法')).toBeTruthy();
      if (q.type === QuestionType.JUDGE) expect((screen.getByLabelText('错误') as HTMLInputElement).checked).toBe(true);
      if (q.type === QuestionType.A2) expect(screen.getByText('急性阑尾炎')).toBeTruthy();
      if (q.type === QuestionType.A1) expect(screen.getByText('qb-b.mp3')).toBeTruthy();
      await confirm();
      await waitFor(() => expect(bodies).toHaveLength(1));
      expect(bodies[0]).toEqual(unchanged(q));
    },
  );

  it(
    'writes a new fill-in question with several accepted answers for a blank',
    SLOW,
    async () => {
      const bodies = renderForm({ categoryId: LEAF } as Partial<QuestionAdminRow>);
      await userEvent.click(screen.getByLabelText('题型'));
      await userEvent.click(await screen.findByText('填空题', { selector: '.ant-select-item-option-content' }));
      fireEvent.change(screen.getByLabelText('题干'), { target: { value: '诊断方法：＿＿，听诊部位：＿＿' } });
      const first = screen.getByLabelText('第1空');
      await userEvent.type(first, '模式识别{enter}模式识别法{enter}');
      await userEvent.click(screen.getByText('添加空'));
      await userEvent.type(await screen.findByLabelText('第2空'), '心尖部{enter}');
      await confirm();
      await waitFor(() => expect(bodies).toHaveLength(1));
      expect(bodies[0]).toMatchObject({ type: QuestionType.FILL, categoryId: LEAF, content: '诊断方法：＿＿，听诊部位：＿＿', answer: '模式识别[|]模式识别法[$]心尖部', options: [] });
    },
  );

  it(
    'does not save a choice question without an answer',
    SLOW,
    async () => {
      const bodies = renderForm({ categoryId: LEAF } as Partial<QuestionAdminRow>);
      fireEvent.change(screen.getByLabelText('题干'), { target: { value: '没有答案的题' } });
      await confirm();
      expect(await screen.findByText('答案不能为空')).toBeTruthy();
      expect(bodies).toEqual([]);
    },
  );
});
