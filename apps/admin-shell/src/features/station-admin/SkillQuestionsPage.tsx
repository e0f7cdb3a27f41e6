import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Form, type TableColumnsType } from 'antd';
import type { SkillQuestionAdminBody, SkillQuestionAdminRow } from '@medteach/contract';
import { useListParams } from '../../components/list/useListParams';
import { CrudList } from '../../shared/crud/CrudList';
import { TextField } from '../../shared/crud/fields';
import { useCrudEditing } from '../../shared/crud/useCrudEditing';
import { exportSkillQuestions, stationAdminMutations, stationAdminQueries, type SkillQuestionAdminFilter } from './api';
import { stationAdminText as text } from './messages';
import { SkillQuestionDrawer } from './SkillQuestionDrawer';
import { StationSelect } from './StationPicker';

const COLUMNS: TableColumnsType<SkillQuestionAdminRow> = [
  { key: 'id', title: text.questionId, dataIndex: 'id', align: 'center', width: 100 },
  { key: 'name', title: text.questionName, dataIndex: 'name' },
  { key: 'stationName', title: text.station, dataIndex: 'stationName' },
  { key: 'sort', title: text.sort, dataIndex: 'sort', align: 'center', width: 100 },
  { key: 'parts', title: text.partsCount, align: 'center', width: 100, render: (_, q) => q.parts.length },
  { key: 'details', title: text.detailsCount, align: 'center', width: 100, render: (_, q) => q.details.length },
];

/** 技能试题 (/station/skill-question): each station's questions with the parts and steps its room screens show. */
export default function SkillQuestionsPage() {
  const list = useListParams<SkillQuestionAdminFilter>({});
  const query = useQuery({ ...stationAdminQueries.skillQuestions(list.params), placeholderData: keepPreviousData });
  const remove = useMutation(stationAdminMutations.removeSkillQuestions);
  const editor = useCrudEditing<SkillQuestionAdminRow, SkillQuestionAdminBody>({
    rowKey: 'id',
    idLabel: text.questionId,
    save: useMutation(stationAdminMutations.saveSkillQuestion),
    remove: (rows) => remove.mutateAsync(rows.map((r) => r.id)),
    deleteQuestion: (rows) => text.deleteQuestion(rows.map((r) => r.name).join('、')),
  });
  const searchFields = (
    <>
      <TextField name="name" label={text.questionName} allowClear />
      <Form.Item name="stationId" label={text.station}>
        <StationSelect width={220} allowClear />
      </Form.Item>
    </>
  );
  const { pageNum: _page, pageSize: _size, ...filter } = list.params;

  return (
    <CrudList<SkillQuestionAdminRow, SkillQuestionAdminFilter>
      list={list}
      query={query}
      columns={COLUMNS}
      actions={editor}
      search={{ name: 'skillQuestionQuery', fields: searchFields }}
      newRow={filter.stationId ? { stationId: filter.stationId } : undefined}
      onExport={() => void exportSkillQuestions(filter)}
    >
      <SkillQuestionDrawer editor={editor} />
    </CrudList>
  );
}
