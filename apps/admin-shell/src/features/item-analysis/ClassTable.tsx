import { Progress, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ClassItemAnalysis } from '@medteach/contract';
import { FigureTitle } from './FigureTitle';
import { percent } from './figures';
import { itemAnalysisText as text } from './messages';

/** An accuracy below this shows red: most of the class gets the category wrong. */
const WEAK_ACCURACY = 0.6;

/** Per class: attempts, mean score and the weakest first-level categories of the bank. */
export function ClassTable({ classes }: { classes: ClassItemAnalysis[] }) {
  const columns: ColumnsType<ClassItemAnalysis> = [
    { title: text.className, dataIndex: 'className', render: (name: string | null) => name ?? text.noClass },
    { title: text.attempts, dataIndex: 'attempts', width: 100, sorter: (a, b) => a.attempts - b.attempts },
    {
      title: text.meanScore,
      dataIndex: 'meanScore',
      width: 180,
      sorter: (a, b) => a.meanScore - b.meanScore,
      render: (share: number) => <Progress percent={Math.round(share * 100)} size="small" format={() => percent(share)} />,
    },
    {
      title: <FigureTitle title={text.weakest} help={text.help.weakest} />,
      key: 'weakest',
      render: (_, c) =>
        c.weakestCategories.length ? (
          <Space size={[4, 4]} wrap>
            {c.weakestCategories.map((w) => (
              <Tag key={w.name} color={w.accuracy < WEAK_ACCURACY ? 'red' : 'gold'}>
                {`${w.name} ${percent(w.accuracy)} · ${text.answers(w.answers)}`}
              </Tag>
            ))}
          </Space>
        ) : (
          <Typography.Text type="secondary">{text.noCategories}</Typography.Text>
        ),
    },
  ];
  return <Table<ClassItemAnalysis> rowKey={(c) => c.className ?? ''} size="middle" columns={columns} dataSource={classes} pagination={false} />;
}
