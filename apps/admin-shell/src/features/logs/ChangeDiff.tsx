import { useState } from 'react';
import { Empty, Space, Switch, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { changeRows, type ChangeRow } from './change-rows';
import { logText as text } from './messages';

const cell = (value: string) => (value === '' ? <Typography.Text type="secondary">{text.emptyValue}</Typography.Text> : <span style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{value}</span>);

/**
 * 数据变更: the edited record's fields before and after, the changed ones marked (colour and a 已修改 tag, so it
 * does not rest on colour alone). By default only the changed fields show; the switch lists them all.
 */
export function ChangeDiff({ before, after }: { before: unknown; after: unknown }) {
  const rows = changeRows(before, after);
  const changedCount = rows.filter((r) => r.changed).length;
  const [onlyChanged, setOnlyChanged] = useState(changedCount > 0);
  if (!rows.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text.noChange} />;

  const columns: TableColumnsType<ChangeRow> = [
    {
      key: 'field',
      title: text.field,
      width: 260,
      render: (_, r) => (
        <Space size={4}>
          <Typography.Text code>{r.field || '—'}</Typography.Text>
          {r.changed && <Tag color="warning">{text.changedTag}</Tag>}
        </Space>
      ),
    },
    { key: 'before', title: text.before, render: (_, r) => cell(r.before) },
    { key: 'after', title: text.after, render: (_, r) => (r.changed ? <Typography.Text mark>{cell(r.after)}</Typography.Text> : cell(r.after)) },
  ];
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space>
        <Switch size="small" checked={onlyChanged} onChange={setOnlyChanged} aria-label={text.onlyChanged} />
        <Typography.Text>{text.onlyChanged}</Typography.Text>
        <Typography.Text type="secondary">{text.changedCount(changedCount, rows.length)}</Typography.Text>
      </Space>
      <Table<ChangeRow>
        rowKey="field"
        size="small"
        pagination={false}
        columns={columns}
        dataSource={onlyChanged ? rows.filter((r) => r.changed) : rows}
        locale={{ emptyText: text.unchanged }}
        aria-label={text.change}
      />
    </Space>
  );
}
