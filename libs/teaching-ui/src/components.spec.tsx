import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PeriodGrid } from './PeriodGrid';
import { RatingTable } from './RatingTable';
import { SCORE_RING_CIRCUMFERENCE, ScoreRing, scoreArcLength } from './ScoreRing';
import { StudentRow, studentStatus } from './StudentRow';
import { WeekStrip } from './WeekStrip';
import { firstUnscoredLeaf, ratingScores, ratingTotal, scoreChoices, withBatchScore, withScore, type RatingNode } from './rating-tree';

const WEEK = ['2026-08-31', '2026-09-01', '2026-09-02', '2026-09-03', '2026-09-04', '2026-09-05', '2026-09-06'];

describe('WeekStrip', () => {
  it('shows 7 days with their dates, marks the selected one and reports taps', async () => {
    const picked: string[] = [];
    render(<WeekStrip dates={WEEK} selected="2026-09-02" onSelect={(d) => picked.push(d)} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['周一31', '周二1', '周三2', '周四3', '周五4', '周六5', '周日6']);
    expect(screen.getByRole('tab', { selected: true })).toHaveAccessibleName('2026-09-02');
    await userEvent.click(tabs[4]);
    expect(picked).toEqual(['2026-09-04']);
  });
});

describe('PeriodGrid', () => {
  it('lists 第N节 rows with each lesson and its teacher, and reports the tapped lesson', async () => {
    const tapped: number[] = [];
    render(
      <PeriodGrid
        periods={[
          { periodNum: 1, contentList: [{ content: '诊断学', teacherName: '王建国', planDetailId: 1 }, { content: '内科学', teacherName: '王建国', planDetailId: 4 }] },
          { periodNum: 2, contentList: [] },
        ]}
        onSelect={(lesson) => tapped.push(lesson.planDetailId)}
      />,
    );
    const rows = screen.getAllByRole('listitem');
    expect(within(rows[0]).getByText('第1节')).toBeInTheDocument();
    expect(within(rows[1]).getByText('第2节')).toBeInTheDocument();
    expect(within(rows[1]).queryAllByRole('button')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: /内科学/ }));
    expect(tapped).toEqual([4]);
  });
});

describe('StudentRow', () => {
  it('shows name, class or -, and the status of the mode', async () => {
    let opened = 0;
    const { rerender } = render(<StudentRow realName="王芳" className="临床医学2024级1班" status={studentStatus('attendance', { clockStatus: 1 })} onClick={() => opened++} />);
    expect(screen.getByText('王芳')).toBeInTheDocument();
    expect(screen.getByText('临床医学2024级1班')).toBeInTheDocument();
    expect(screen.getByText('已签到')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button'));
    expect(opened).toBe(1);
    rerender(<StudentRow realName="张伟" className={null} status={studentStatus('rating', { ratingCriteriaStatus: 0 })} />);
    expect(screen.getByText('-')).toBeInTheDocument();
    expect(screen.getByText('待评价')).toBeInTheDocument();
  });

  it('maps every mode to the spec texts', () => {
    expect(studentStatus('attendance', { clockStatus: 0 }).text).toBe('未签到');
    expect(studentStatus('rating', { ratingCriteriaStatus: 1 }).text).toBe('已评价');
    expect([0, 1].map((paperStatus) => studentStatus('paper', { paperStatus }).text)).toEqual(['待完成', '已完成']);
    expect([0, 1].map((homeworkStatus) => studentStatus('homework', { homeworkStatus }).text)).toEqual(['未完成', '已完成']);
  });
});

const node = (id: number, pid: number, name: string, score: number, children: RatingNode[] = [], given: number | null = null): RatingNode => ({
  id,
  pid,
  name,
  score,
  ratingCriteriaScore: given,
  children,
});
const tree = [node(1, 0, '职业素养', 20, [node(2, 1, '仪表着装', 10, [], 8), node(3, 1, '沟通能力', 10)]), node(4, 0, '临床思维', 5)];

describe('RatingTable', () => {
  it('shows scores or 请选择 on leaves, the person rated and the total; taps open the picker', async () => {
    const picked: string[] = [];
    render(<RatingTable items={tree} ratedName="张伟" readOnly={false} onPick={(leaf) => picked.push(leaf.name)} />);
    expect(screen.getByRole('button', { name: '仪表着装' })).toHaveTextContent('8');
    expect(screen.getByRole('button', { name: '沟通能力' })).toHaveTextContent('请选择');
    expect(screen.getByText('张伟')).toBeInTheDocument();
    expect(screen.getByTestId('rating-total')).toHaveTextContent('8');
    expect(screen.queryByText('评价人')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '临床思维' }));
    expect(picked).toEqual(['临床思维']);
  });

  it('is read-only with rater and time when the status is 1', () => {
    const rated = withBatchScore(tree, 9);
    render(<RatingTable items={rated} ratedName="张伟" readOnly evaluateName="王建国" evaluateTime="2026-09-01 09:30:00" />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByText('王建国')).toBeInTheDocument();
    expect(screen.getByText('2026-09-01 09:30:00')).toBeInTheDocument();
    expect(screen.getByTestId('rating-total')).toHaveTextContent('23');
  });
});

describe('rating tree helpers', () => {
  it('finds the unscored leaf, sets scores, caps batch scores and lists picker choices', () => {
    expect(firstUnscoredLeaf(tree)?.name).toBe('沟通能力');
    const scored = withScore(withScore(tree, 3, 7), 4, 5);
    expect(firstUnscoredLeaf(scored)).toBeNull();
    expect(ratingTotal(scored)).toBe(20);
    expect(ratingTotal(withBatchScore(tree, 9))).toBe(9 + 9 + 5);
    expect(scoreChoices(5)).toEqual([5, 4, 3, 2, 1]);
  });

  it('saves only ids and given scores: the server holds the names and maxima, and refuses fields a save does not take', () => {
    expect(ratingScores(withScore(tree, 3, 7))).toEqual([
      { id: 1, ratingCriteriaScore: null, children: [{ id: 2, ratingCriteriaScore: 8, children: [] }, { id: 3, ratingCriteriaScore: 7, children: [] }] },
      { id: 4, ratingCriteriaScore: null, children: [] },
    ]);
  });
});

describe('ScoreRing', () => {
  it('draws an arc proportional to the score on a radius-36 circle (circumference ≈ 226)', () => {
    expect(Math.round(SCORE_RING_CIRCUMFERENCE)).toBe(226);
    const { rerender } = render(<ScoreRing score={50} />);
    const arc = screen.getByTestId('score-arc');
    expect(arc).toHaveAttribute('r', '36');
    expect(arc.getAttribute('stroke-dasharray')).toBe(`${SCORE_RING_CIRCUMFERENCE / 2} ${SCORE_RING_CIRCUMFERENCE}`);
    expect(screen.getByRole('img')).toHaveTextContent('50');
    rerender(<ScoreRing score={null} />);
    expect(screen.getByRole('img')).toHaveTextContent('0');
  });

  it('clamps the arc to 0-100', () => {
    expect(scoreArcLength(150)).toBe(SCORE_RING_CIRCUMFERENCE);
    expect(scoreArcLength(-5)).toBe(0);
  });
});
