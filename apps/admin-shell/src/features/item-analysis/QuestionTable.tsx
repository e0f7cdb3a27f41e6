import { Progress, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ItemAnalysisRow } from '@medteach/contract';
import { FigureTitle } from './FigureTitle';
import { byFigure, percent, signed } from './figures';
import { itemAnalysisText as text } from './messages';
import { OptionBars } from './OptionBars';

const flagCount = (r: ItemAnalysisRow) => Number(r.flags.negative) + Number(r.flags.noneCorrect) + Number(r.flags.fewAttempts);
const FLAG_COLORS = { negative: 'red', noneCorrect: 'volcano', fewAttempts: 'default' } as const;

function Flags({ row }: { row: ItemAnalysisRow }) {
  const on = (Object.keys(FLAG_COLORS) as (keyof typeof FLAG_COLORS)[]).filter((k) => row.flags[k]);
  return (
    <Space size={[0, 4]} wrap>
      {on.map((k) => (
        <Tag key={k} color={FLAG_COLORS[k]}>
          {text.flag[k]}
        </Tag>
      ))}
    </Space>
  );
}

/**
 * Per question: 正确率, 标准差, 区分度, 区分效率, 高低分组差, option distribution and flags; every figure sortable,
 * explained (with its formula) in its title.
 */
export function QuestionTable({ items, attempts }: { items: ItemAnalysisRow[]; attempts: number }) {
  // 问答题: said once (正确率), the other figures show a dash.
  const ungraded = (r: ItemAnalysisRow, value: React.ReactNode, say = false) => (r.ungraded ? <Typography.Text type="secondary">{say ? text.ungraded : '—'}</Typography.Text> : value);
  const columns: ColumnsType<ItemAnalysisRow> = [
    { title: text.no, dataIndex: 'no', width: 72, sorter: (a, b) => a.no - b.no, defaultSortOrder: 'ascend' },
    {
      title: text.stem,
      dataIndex: 'stem',
      ellipsis: { showTitle: false },
      render: (stem: string, r) => (
        <Tooltip title={stem} placement="topLeft">
          <span>{stem}</span>
          {r.category ? <Typography.Text type="secondary"> · {r.category}</Typography.Text> : null}
        </Tooltip>
      ),
    },
    {
      title: text.correct,
      dataIndex: 'correct',
      width: 100,
      ellipsis: { showTitle: false },
      render: (correct: string) => (
        <Tooltip title={correct} placement="topLeft">
          <span>{correct}</span>
        </Tooltip>
      ),
    },
    // Mock exams: every question over the attempts that drew it.
    ...(items.some((r) => r.attempts !== undefined)
      ? [{ title: <FigureTitle title={text.drawn} help={text.help.drawn} />, key: 'drawn', width: 100, sorter: (a: ItemAnalysisRow, b: ItemAnalysisRow) => (a.attempts ?? 0) - (b.attempts ?? 0), render: (_: unknown, r: ItemAnalysisRow) => r.attempts ?? attempts }]
      : []),
    {
      title: <FigureTitle title={text.facility} help={text.help.facility} />,
      key: 'facility',
      width: 150,
      sorter: byFigure((r) => r.facility),
      render: (_, r) => ungraded(r, <Progress percent={Math.round((r.facility ?? 0) * 100)} size="small" status={r.flags.noneCorrect ? 'exception' : 'normal'} format={() => percent(r.facility)} />, true),
    },
    {
      title: <FigureTitle title={text.standardDeviation} help={text.help.standardDeviation} />,
      key: 'standardDeviation',
      width: 100,
      sorter: byFigure((r) => r.standardDeviation),
      render: (_, r) => ungraded(r, signed(r.standardDeviation)),
    },
    {
      title: <FigureTitle title={text.discrimination} help={text.help.discrimination} />,
      key: 'discrimination',
      width: 110,
      sorter: byFigure((r) => r.discrimination),
      render: (_, r) => ungraded(r, <Typography.Text type={(r.discrimination ?? 0) < 0 ? 'danger' : undefined}>{signed(r.discrimination)}</Typography.Text>),
    },
    {
      title: <FigureTitle title={text.efficiency} help={text.help.efficiency} />,
      key: 'discriminativeEfficiency',
      width: 110,
      sorter: byFigure((r) => r.discriminativeEfficiency),
      render: (_, r) => ungraded(r, <Typography.Text type={(r.discriminativeEfficiency ?? 0) < 0 ? 'danger' : undefined}>{percent(r.discriminativeEfficiency)}</Typography.Text>),
    },
    {
      title: <FigureTitle title={text.upperLower} help={text.help.upperLower} />,
      key: 'upperLowerIndex',
      width: 130,
      sorter: byFigure((r) => r.upperLowerIndex),
      render: (_, r) => ungraded(r, <Typography.Text type={(r.upperLowerIndex ?? 0) < 0 ? 'danger' : undefined}>{signed(r.upperLowerIndex)}</Typography.Text>),
    },
    {
      title: <FigureTitle title={text.options} help={text.help.options} />,
      key: 'options',
      width: 210,
      sorter: (a, b) => a.blank - b.blank,
      render: (_, r) => <OptionBars row={r} attempts={r.attempts ?? attempts} />,
    },
    { title: <FigureTitle title={text.flags} help={text.help.flags} />, key: 'flags', width: 150, sorter: (a, b) => flagCount(a) - flagCount(b), render: (_, r) => <Flags row={r} /> },
  ];
  return <Table<ItemAnalysisRow> rowKey="questionId" size="middle" columns={columns} dataSource={items} pagination={false} showSorterTooltip={false} scroll={{ x: 1200 }} />;
}
