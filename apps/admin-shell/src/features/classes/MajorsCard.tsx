import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import { majorBody, type MajorBody, type MajorRow } from '@medteach/contract';
import { useListParams } from '../../components/list/useListParams';
import { CrudFormModal } from '../../shared/crud/CrudFormModal';
import { CrudList } from '../../shared/crud/CrudList';
import { TextField } from '../../shared/crud/fields';
import { useCrudEditing } from '../../shared/crud/useCrudEditing';
import { classMutations, classQueries, exportMajors, type MajorFilter } from './api';
import { classText as text } from './messages';

const NEW_MAJOR: Partial<MajorBody> = {};

/** The majors half of 专业与年级: name and how many classes each has. */
export function MajorsCard() {
  const list = useListParams<MajorFilter>({});
  const query = useQuery({ ...classQueries.majors(list.params), placeholderData: keepPreviousData });
  const remove = useMutation(classMutations.removeMajors);
  const editor = useCrudEditing<MajorRow, MajorBody>({
    rowKey: 'majorId',
    idLabel: text.majorId,
    save: useMutation(classMutations.saveMajor),
    remove: (rows) => remove.mutateAsync(rows.map((r) => r.majorId)),
    deleteQuestion: (rows) => text.deleteMajor(rows.map((r) => r.majorName).join('、')),
  });
  const columns: TableColumnsType<MajorRow> = [
    { key: 'majorId', title: text.majorId, dataIndex: 'majorId', align: 'center', width: 100 },
    { key: 'majorName', title: text.major, dataIndex: 'majorName' },
    { key: 'classCount', title: text.classCount, dataIndex: 'classCount', align: 'center', width: 90 },
  ];
  return (
    <CrudList<MajorRow, MajorFilter>
      list={list}
      query={query}
      columns={columns}
      actions={editor}
      search={{ name: 'majorQuery', fields: <TextField name="majorName" label={text.major} allowClear /> }}
      onExport={() => void exportMajors({ majorName: list.params.majorName })}
    >
      <CrudFormModal<MajorBody>
        name="majorForm"
        title={editor.editing?.majorId ? text.editMajor : text.addMajor}
        editing={editor.editing}
        defaults={NEW_MAJOR}
        saving={editor.saving}
        onSave={(v) => editor.save(majorBody.parse({ ...v, majorId: editor.editing?.majorId }))}
        onCancel={editor.close}
      >
        <TextField name="majorName" label={text.major} required />
      </CrudFormModal>
    </CrudList>
  );
}
