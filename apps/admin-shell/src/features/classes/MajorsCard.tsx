import type { TableColumnsType } from 'antd';
import { majorBody, type MajorBody, type MajorRow } from '@medteach/contract';
import { TextField } from '../../shared/crud/fields';
import { classMutations, classQueries, exportMajors } from './api';
import { classText as text } from './messages';
import { ResourceList } from '../../shared/crud/ResourceList';

const NEW_MAJOR: Partial<MajorBody> = {};
const COLUMNS: TableColumnsType<MajorRow> = [
  { key: 'majorId', title: text.majorId, dataIndex: 'majorId', align: 'center', width: 100 },
  { key: 'majorName', title: text.major, dataIndex: 'majorName' },
  { key: 'classCount', title: text.classCount, dataIndex: 'classCount', align: 'center', width: 90 },
];

/** The majors list of the majors-and-grades page: name and how many classes each has. */
export function MajorsCard() {
  return (
    <ResourceList
      listQuery={classQueries.majors}
      save={classMutations.saveMajor}
      remove={classMutations.removeMajors}
      rowKey="majorId"
      idLabel={text.majorId}
      nameOf={(m) => m.majorName}
      deleteQuestion={text.deleteMajor}
      columns={COLUMNS}
      searchName="majorQuery"
      searchFields={<TextField name="majorName" label={text.major} allowClear />}
      onExport={(f) => void exportMajors(f)}
      formName="majorForm"
      titles={{ add: text.addMajor, edit: text.editMajor }}
      defaults={NEW_MAJOR}
      toBody={(v, majorId) => majorBody.parse({ ...v, majorId })}
      fields={() => <TextField name="majorName" label={text.major} required />}
    />
  );
}
