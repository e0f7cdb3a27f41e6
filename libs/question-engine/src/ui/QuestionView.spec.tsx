import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer } from 'react';
import type { Question } from '../model/question';
import { createPracticeSession, practiceReducer, type PracticeSessionOptions } from '../model/session';
import { questionViewModel } from '../model/session-view';
import type { FontSizeName } from '../model/font-size';
import { QuestionView } from './QuestionView';

const options = [
  { type: 'A', name: '急性心肌梗死' },
  { type: 'B', name: '<b>主动脉夹层</b>' },
  { type: 'C', name: '肺栓塞' },
];
const a1: Question = { id: 1, type: 0, content: '男，60岁，胸痛2小时。最可能的诊断是', selectList: options, answer: 'A', analysis: '典型心电图改变。' };
const x: Question = { id: 2, type: 5, content: '属于急性胸痛高危病因的有', selectList: options, answer: 'A,B,C', analysis: '三者均致命。' };
const fill: Question = { id: 3, type: 7, content: '成人心肺复苏按压频率 ____ 次/分，深度 ____ cm', blanksList: ['', ''], answer: '100-120[$]5-6', analysis: '指南推荐。' };
const essay: Question = { id: 4, type: 8, content: '简述胸痛的问诊要点', answer: '部位、性质、诱因', analysis: '参考答案见上。' };

function Harness({ questions, options: sessionOptions, fontSize, onFinish }: { questions: Question[]; options?: PracticeSessionOptions; fontSize?: FontSizeName; onFinish?: () => void }) {
  const [state, dispatch] = useReducer(practiceReducer, undefined, () => createPracticeSession(questions, sessionOptions));
  const view = questionViewModel(state);
  if (!view) return null;
  return (
    <QuestionView
      view={view}
      fontSize={fontSize}
      onAction={dispatch}
      onFinish={onFinish && (() => { onFinish(); dispatch({ type: 'finish' }); })}
    />
  );
}

describe('QuestionView', () => {
  it('submits an A1 on tap and colours the options, then shows answers and 试题详解', async () => {
    const user = userEvent.setup();
    render(<Harness questions={[a1, x]} />);
    expect(screen.getByText('A1型题')).toBeInTheDocument();
    expect(screen.queryByText('试题详解')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交答案' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'C 肺栓塞' }));

    expect(screen.getByRole('button', { name: 'C 肺栓塞' })).toHaveAttribute('data-state', 'wrong-picked');
    expect(screen.getByRole('button', { name: 'A 急性心肌梗死' })).toHaveAttribute('data-state', 'correct-missed');
    expect(screen.getByRole('button', { name: 'C 肺栓塞' })).toBeDisabled();
    expect(screen.getByText('正确答案：').parentElement).toHaveTextContent('正确答案：A');
    expect(screen.getByText('你的答案：').parentElement).toHaveTextContent('你的答案：C');
    expect(within(screen.getByRole('region', { name: '试题详解' })).getByText('典型心电图改变。')).toBeInTheDocument();
  });

  it('renders option HTML sanitised', () => {
    render(<Harness questions={[{ ...a1, content: '题干<img src=x onerror="alert(1)"><script>alert(2)</script>' }]} />);
    const article = screen.getByRole('article', { name: '第1题，共1题' });
    expect(article.innerHTML).not.toContain('onerror');
    expect(article.innerHTML).not.toContain('<script');
    expect(screen.getByText('主动脉夹层').tagName).toBe('B');
  });

  it('collects X-type checkboxes until 提交答案', async () => {
    const user = userEvent.setup();
    render(<Harness questions={[x, a1]} />);
    const submit = screen.getByRole('button', { name: '提交答案' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'A 急性心肌梗死' }));
    await user.click(screen.getByRole('checkbox', { name: 'B 主动脉夹层' }));
    expect(screen.getByRole('checkbox', { name: 'A 急性心肌梗死' })).toBeChecked();
    expect(screen.queryByText('正确答案：')).not.toBeInTheDocument();

    await user.click(submit);

    expect(screen.getByRole('checkbox', { name: 'A 急性心肌梗死' })).toHaveAttribute('data-state', 'correct-picked');
    expect(screen.getByRole('checkbox', { name: 'C 肺栓塞' })).toHaveAttribute('data-state', 'correct-missed');
    expect(screen.getByText('你的答案：').parentElement).toHaveTextContent('A,B');
    // Partly right (A and B of A, B, C): green options alone would read as right, so the verdict is said.
    expect(screen.getByRole('status')).toHaveTextContent('回答错误');
    expect(screen.queryByRole('button', { name: '提交答案' })).not.toBeInTheDocument();
  });

  it('answers a fill-in with one input per blank', async () => {
    const user = userEvent.setup();
    render(<Harness questions={[fill, a1]} />);
    await user.type(screen.getByRole('textbox', { name: '第1空' }), '100-120');
    await user.type(screen.getByRole('textbox', { name: '第2空' }), '5-6');
    await user.click(screen.getByRole('button', { name: '提交答案' }));
    expect(screen.getByRole('textbox', { name: '第1空' })).toBeDisabled();
    expect(screen.getByText('正确答案：').parentElement).toHaveTextContent('正确答案：100-120；5-6');
    expect(screen.getByText('指南推荐。')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('回答正确');
    expect(screen.getByRole('textbox', { name: '第2空' })).toHaveAccessibleDescription('✓ 正确');
  });

  it('marks each blank of a fill-in and accepts any answer a blank lists', async () => {
    const user = userEvent.setup();
    const twoWays: Question = { ...fill, correctList: ['100-120', '5[|]5-6'] };
    render(<Harness questions={[twoWays, a1]} />);
    await user.type(screen.getByRole('textbox', { name: '第1空' }), '80');
    await user.type(screen.getByRole('textbox', { name: '第2空' }), '５。');
    await user.click(screen.getByRole('button', { name: '提交答案' }));
    expect(screen.getByRole('status')).toHaveTextContent('回答错误');
    expect(screen.getByRole('textbox', { name: '第1空' })).toHaveAccessibleDescription('✗ 错误');
    expect(screen.getByRole('textbox', { name: '第2空' })).toHaveAccessibleDescription('✓ 正确');
    expect(screen.getByText('正确答案：').parentElement).toHaveTextContent('正确答案：100-120；5 / 5-6');
  });

  it('keeps each ＿＿ blank of a stem on one line, and only text is touched', () => {
    const stem: Question = { ...fill, content: '体重 = 年龄 × ＿＿ + ____ <img src="/file/a__b.png" alt="图">' };
    render(<Harness questions={[stem]} />);
    const lines = document.querySelectorAll('.qe-blank-line');
    expect([...lines].map((line) => line.textContent)).toEqual(['＿＿', '____']);
    expect(lines[0]).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(screen.getByRole('img', { name: '图' })).toHaveAttribute('src', '/file/a__b.png');
  });

  it('puts an option letter on the first line of its text: top-aligned, one line height', () => {
    render(<Harness questions={[a1]} fontSize="large" />);
    const option = screen.getByRole('button', { name: 'A 急性心肌梗死' });
    expect(option).toHaveStyle({ alignItems: 'flex-start' });
    const letter = option.querySelector('.qe-option__letter') as HTMLElement;
    const text = option.querySelector('.qe-option__text') as HTMLElement;
    expect(letter.style.lineHeight).not.toBe('');
    expect(letter.style.lineHeight).toBe(text.style.lineHeight);
  });

  it('shows a teacher the essay key without an empty answer box', () => {
    render(<Harness questions={[essay]} options={{ isTeacher: true, readOnly: true }} />);
    expect(screen.queryByRole('textbox', { name: '作答' })).not.toBeInTheDocument();
    expect(screen.getByText('部位、性质、诱因')).toBeInTheDocument();
    expect(screen.getByText('参考答案见上。')).toBeInTheDocument();
  });

  it('answers an essay as free text', async () => {
    const user = userEvent.setup();
    render(<Harness questions={[essay, a1]} />);
    await user.type(screen.getByRole('textbox', { name: '作答' }), '部位和性质');
    await user.click(screen.getByRole('button', { name: '提交答案' }));
    expect(screen.getByText('你的答案：').parentElement).toHaveTextContent('部位和性质');
    expect(screen.getByText('部位、性质、诱因')).toBeInTheDocument();
  });

  it('shows the key and explanation at once in recite mode, without 你的答案', () => {
    render(<Harness questions={[a1]} options={{ mode: 'recite' }} />);
    expect(screen.getByRole('button', { name: 'A 急性心肌梗死' })).toHaveAttribute('data-state', 'correct');
    expect(screen.getByText('试题详解')).toBeInTheDocument();
    expect(screen.queryByText('你的答案：')).not.toBeInTheDocument();
  });

  it('offers 提交答案 on the last question to finish, then reveals the paper', async () => {
    const user = userEvent.setup();
    const onFinish = vi.fn();
    render(<Harness questions={[a1]} options={{ revealAfterEachAnswer: false }} onFinish={onFinish} />);
    await user.click(screen.getByRole('button', { name: 'B 主动脉夹层' }));
    expect(screen.getByRole('button', { name: 'B 主动脉夹层' })).toHaveAttribute('data-state', 'picked');
    expect(screen.queryByText('试题详解')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '提交答案' }));

    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'B 主动脉夹层' })).toHaveAttribute('data-state', 'wrong-picked');
    expect(screen.getByText('试题详解')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交答案' })).not.toBeInTheDocument();
  });

  it('shows the shared stem of a group and applies the font size', () => {
    const group: Question = { id: 10, type: 2, content: '女，30岁，发热咳嗽3天。', childedList: [{ id: 11, content: '首选检查', selectList: options, answer: 'A' }] };
    render(<Harness questions={[group]} fontSize="large" />);
    const shared = screen.getByRole('region', { name: '共用题干' });
    expect(shared).toHaveTextContent('女，30岁，发热咳嗽3天。');
    expect(screen.getByText('首选检查')).toHaveStyle({ fontSize: '18px' });
    expect(screen.getByRole('button', { name: 'A 急性心肌梗死' })).toHaveStyle({ fontSize: '16px' });
    expect(screen.getByText('A3型题').parentElement).toHaveStyle({ fontSize: '14px' });
  });
  it('shows a type label override (a dictionary label) instead of the built-in one', () => {
    const view = questionViewModel(createPracticeSession([a1]));
    if (!view) throw new Error('no question');
    render(<QuestionView view={view} onAction={() => undefined} typeLabel="单选题(病例)" />);
    expect(screen.getByText('单选题(病例)')).toBeInTheDocument();
    expect(screen.queryByText('A1型题')).not.toBeInTheDocument();
  });
});
