import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Empty, Input, List, Pagination, Select, Space, Table, Tag, TreeSelect, Typography, type TableColumnsType } from 'antd';
import type { BankQuestionRow } from '@medteach/contract';
import { FIRST_PAGE } from '../../components/list/pagination';
import { messages } from '../../messages';
import { bankPickerQueries, type BankQuestionParams } from './api';
import { pickerText as text } from './messages';
import { TYPE_OPTIONS, categoryTree, plainText, typeLabel } from './question-text';
import styles from './question-picker.module.css';

/** What the paper holds of a picked bank question. */
export type PickedQuestion = Pick<BankQuestionRow, 'id' | 'type' | 'content' | 'childCount'>;

/**
 * The picks of a paper dialog (课程试卷, 教学试卷): `load` fills them from the saved paper, `pick` is the picker's
 * onChange, `toSend` gives the ids to save — undefined when an edit left them alone (the paper keeps its copies),
 * null (and `pickError` set) when none are picked.
 */
export function usePicks() {
  const [picked, setPicked] = useState<PickedQuestion[]>([]);
  const [touched, setTouched] = useState(false);
  const [pickError, setPickError] = useState(false);
  return {
    picked,
    pickError,
    load: setPicked,
    pick: (next: PickedQuestion[]) => {
      setPicked(next);
      setTouched(true);
      setPickError(false);
    },
    toSend: (creating: boolean): number[] | undefined | null => {
      if (!creating && !touched) return undefined;
      if (!picked.length) {
        setPickError(true);
        return null;
      }
      return picked.map((q) => q.id);
    },
  };
}

interface QuestionPickerProps {
  value: PickedQuestion[];
  onChange: (picked: PickedQuestion[]) => void;
  disabled?: boolean;
}

/** Picks top-level bank questions by category, type and stem text; the picks keep their order (paper order). */
export function QuestionPicker({ value, onChange, disabled = false }: QuestionPickerProps) {
  const [params, setParams] = useState<BankQuestionParams>({ ...FIRST_PAGE, pageSize: 10 });
  const bank = useQuery({ ...bankPickerQueries.questions(params), placeholderData: keepPreviousData, enabled: !disabled });
  const categories = useQuery({ ...bankPickerQueries.categories(), enabled: !disabled });
  const filter = (next: Partial<BankQuestionParams>) => setParams((p) => ({ ...p, ...next, pageNum: 1 }));
  const pickedIds = value.map((q) => q.id);

  // Ticking on this page adds in the order ticked; unticking removes; picks from other pages stay.
  const selectPage = (keys: React.Key[]) => {
    const page = bank.data?.rows ?? [];
    const kept = value.filter((q) => keys.includes(q.id) || !page.some((r) => r.id === q.id));
    const added = page.filter((r) => keys.includes(r.id) && !pickedIds.includes(r.id));
    onChange([...kept, ...added.map(({ id, type, content, childCount }) => ({ id, type, content, childCount }))]);
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...value];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    onChange(next);
  };

  const columns: TableColumnsType<BankQuestionRow> = [
    { key: 'type', title: text.type, width: 90, render: (_, q) => <Tag>{typeLabel(q.type)}</Tag> },
    {
      key: 'content',
      title: text.content,
      ellipsis: true,
      render: (_, q) => (
        <span title={plainText(q.content)}>
          {plainText(q.content)}
          {q.childCount > 0 && <Typography.Text type="secondary"> （{text.children(q.childCount)}）</Typography.Text>}
        </span>
      ),
    },
    { key: 'categoryName', title: text.category, dataIndex: 'categoryName', width: 120, ellipsis: true },
  ];

  return (
    <div className={styles.picker}>
      <section aria-label={text.pickTitle}>
        <Space wrap style={{ marginBottom: 8 }}>
          <TreeSelect
            style={{ width: 180 }}
            allowClear
            showSearch
            treeNodeFilterProp="title"
            placeholder={messages.crud.pleaseSelect(text.category)}
            treeData={categoryTree(categories.data ?? [])}
            loading={categories.isLoading}
            onChange={(categoryId?: number) => filter({ categoryId })}
            disabled={disabled}
          />
          <Select
            style={{ width: 120 }}
            allowClear
            placeholder={messages.crud.pleaseSelect(text.type)}
            options={TYPE_OPTIONS}
            onChange={(type?: number) => filter({ type })}
            disabled={disabled}
          />
          <Input.Search
            style={{ width: 200 }}
            allowClear
            placeholder={messages.crud.pleaseEnter(text.content)}
            onSearch={(content) => filter({ content: content || undefined })}
            disabled={disabled}
          />
        </Space>
        <Table<BankQuestionRow>
          rowKey="id"
          size="small"
          loading={bank.isFetching}
          columns={columns}
          dataSource={bank.data?.rows ?? []}
          pagination={false}
          rowSelection={{ selectedRowKeys: pickedIds, onChange: selectPage, getCheckboxProps: () => ({ disabled }) }}
        />
        {/* The picker's half of the dialog is narrow: antd's small pager without the size changer and jumper. */}
        <Pagination
          size="small"
          style={{ marginTop: 12, justifyContent: 'flex-end' }}
          current={params.pageNum}
          pageSize={params.pageSize}
          total={bank.data?.total ?? 0}
          showTotal={(n) => messages.crud.total(n)}
          showSizeChanger={false}
          hideOnSinglePage
          onChange={(pageNum) => setParams((old) => ({ ...old, pageNum }))}
        />
      </section>
      <section aria-label={text.picked(value.length)}>
        <Typography.Text strong>{text.picked(value.length)}</Typography.Text>
        <List
          className={styles.pickedList}
          size="small"
          dataSource={value}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text.pickedEmpty} /> }}
          renderItem={(q, i) => (
            <List.Item
              actions={
                disabled
                  ? []
                  : [
                      <Button key="up" type="text" size="small" icon={<ArrowUpOutlined />} disabled={i === 0} onClick={() => move(i, -1)} aria-label={text.moveUp} />,
                      <Button key="down" type="text" size="small" icon={<ArrowDownOutlined />} disabled={i === value.length - 1} onClick={() => move(i, 1)} aria-label={text.moveDown} />,
                      <Button key="remove" type="text" size="small" danger icon={<DeleteOutlined />} onClick={() => onChange(value.filter((p) => p.id !== q.id))} aria-label={text.remove} />,
                    ]
              }
            >
              <Typography.Text ellipsis style={{ maxWidth: 260 }}>
                {i + 1}. <Tag>{typeLabel(q.type)}</Tag>
                {plainText(q.content)}
              </Typography.Text>
            </List.Item>
          )}
        />
      </section>
    </div>
  );
}
