import { Button, Popconfirm, Table, type TableColumnsType } from 'antd';
import type { StudentUnlock } from '@medteach/contract';
import { messages } from '../../messages';
import { orderText as text } from './messages';

export const skillLabel = (u: Pick<StudentUnlock, 'skillId' | 'productName'>) => u.productName ?? text.unknownSkill(u.skillId);

/** A student's unlocks (or one order's): which skill, from which order or a back-office grant, since when; 收回 when given. */
export function UnlockTable({ unlocks, loading, empty, onRevoke }: { unlocks: StudentUnlock[]; loading?: boolean; empty: string; onRevoke?: (u: StudentUnlock) => Promise<unknown> }) {
  const columns: TableColumnsType<StudentUnlock> = [
    { key: 'skillId', title: text.skillId, dataIndex: 'skillId', align: 'center', width: 90 },
    { key: 'product', title: text.skillProduct, render: (_, u) => skillLabel(u) },
    { key: 'source', title: text.source, render: (_, u) => (u.orderNo ? text.sourceOrder(u.orderNo) : text.sourceGrant), ellipsis: true },
    { key: 'createTime', title: text.unlockTime, dataIndex: 'createTime', align: 'center', width: 170 },
  ];
  if (onRevoke) {
    columns.push({
      key: 'actions',
      title: messages.crud.actions,
      align: 'center',
      width: 80,
      render: (_, u) => (
        <Popconfirm title={text.revokeConfirm(skillLabel(u))} okText={messages.crud.confirm} cancelText={messages.crud.cancel} okButtonProps={{ danger: true }} onConfirm={() => onRevoke(u)}>
          <Button type="link" size="small" danger>
            {text.revoke}
          </Button>
        </Popconfirm>
      ),
    });
  }
  return <Table<StudentUnlock> rowKey="skillId" size="small" columns={columns} dataSource={unlocks} loading={loading} pagination={false} locale={{ emptyText: empty }} />;
}
