import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Drawer, Empty, Select, Space } from 'antd';
import type { StudentOption } from '@medteach/contract';
import { productAdminQueries } from '../products';
import { orderAdminMutations, orderAdminQueries } from './api';
import { orderText as text } from './messages';
import { buyerOf } from './RefundDialog';
import { UnlockTable } from './UnlockTable';

const DRAWER_WIDTH = 760;
/** Every product is a grantable skill; the server's page-size ceiling. */
const ALL_PRODUCTS = { pageNum: 1, pageSize: 500 };

/** 学员解锁: pick a student (or arrive with one from an order), see their unlocks, grant or revoke skills. */
export function UnlocksDrawer({ open, student, onClose }: { open: boolean; student: StudentOption | null; onClose: () => void }) {
  return (
    <Drawer open={open} title={text.unlocks} size={DRAWER_WIDTH} onClose={onClose} destroyOnHidden>
      {open && <StudentUnlocks initial={student} />}
    </Drawer>
  );
}

function StudentUnlocks({ initial }: { initial: StudentOption | null }) {
  const [student, setStudent] = useState<StudentOption | null>(initial);
  const [keyword, setKeyword] = useState('');
  const found = useQuery(orderAdminQueries.students(keyword));
  const choices = [...(student ? [student] : []), ...(found.data ?? []).filter((s) => s.userId !== student?.userId)];

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Select<number>
        aria-label={text.pickStudent}
        showSearch={{ filterOption: false, onSearch: setKeyword }}
        value={student?.userId}
        placeholder={text.pickStudentPlaceholder}
        loading={found.isFetching}
        options={choices.map((s) => ({ value: s.userId, label: `${buyerOf(s)}${s.phone ? ` · ${s.phone}` : ''}` }))}
        onChange={(userId) => setStudent(choices.find((s) => s.userId === userId) ?? null)}
        style={{ width: '100%' }}
      />
      {student ? <Unlocks key={student.userId} userId={student.userId} /> : <Empty description={text.pickFirst} />}
    </Space>
  );
}

function Unlocks({ userId }: { userId: number }) {
  const { message } = App.useApp();
  const unlocks = useQuery(orderAdminQueries.unlocks(userId));
  const products = useQuery(productAdminQueries.list(ALL_PRODUCTS));
  const [picked, setPicked] = useState<number[]>([]);
  const grant = useMutation(orderAdminMutations.grant);
  const revoke = useMutation(orderAdminMutations.revoke);
  const held = new Set((unlocks.data ?? []).map((u) => u.skillId));

  if (unlocks.isError) return <Alert type="error" showIcon title={unlocks.error.message} />;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space.Compact style={{ width: '100%' }}>
        <Select<number[]>
          mode="multiple"
          aria-label={text.grant}
          value={picked}
          onChange={setPicked}
          placeholder={text.grantPlaceholder}
          loading={products.isPending}
          options={(products.data?.rows ?? []).filter((p) => !held.has(p.skillId)).map((p) => ({ value: p.skillId, label: p.name }))}
          style={{ flex: 1 }}
        />
        <Button
          type="primary"
          disabled={!picked.length}
          loading={grant.isPending}
          onClick={() =>
            grant.mutate(
              { userId, skillIds: picked },
              {
                onSuccess: () => {
                  setPicked([]);
                  void message.success(text.grantOk);
                },
              },
            )
          }
        >
          {text.grant}
        </Button>
      </Space.Compact>
      <UnlockTable
        unlocks={unlocks.data ?? []}
        loading={unlocks.isPending}
        empty={text.noUnlocks}
        onRevoke={(u) => revoke.mutateAsync({ userId, skillIds: [u.skillId] }).then(() => message.success(text.revokeOk))}
      />
    </Space>
  );
}
