import { useQuery } from '@tanstack/react-query';
import { Card, Form, Input, InputNumber, Select, type TableColumnsType } from 'antd';
import { CHAT_ADMIN_LIMITS, chatDirectoryBody, chatProblemBody, type ChatDirectoryBody, type ChatDirectoryRow, type ChatProblemBody, type ChatProblemRow } from '@medteach/contract';
import { messages } from '../../messages';
import { requiredRule } from '../../shared/crud/CrudFormModal';
import { TextField } from '../../shared/crud/fields';
// The short-list component of 班级管理 / 专业与年级 serves these two lists as they are.
import { ResourceList } from '../../shared/crud/ResourceList';
import { chatAdminMutations, chatAdminQueries, exportDirectories, exportProblems } from './qa-api';
import { qaText as text } from './qa-messages';

const crud = messages.crud;
/** The learner app's line when a link names none (learner-h5 chat DEFAULT_CHAT_IDENTIFY). */
const NEW_DIRECTORY: Partial<ChatDirectoryBody> = { identify: 'YCSY', sort: 0 };
const NEW_PROBLEM: Partial<ChatProblemBody> = { sort: 0 };

const DIRECTORY_COLUMNS: TableColumnsType<ChatDirectoryRow> = [
  { key: 'id', title: text.id, dataIndex: 'id', align: 'center', width: 80 },
  { key: 'identify', title: text.identify, dataIndex: 'identify', width: 110 },
  { key: 'directoryName', title: text.directoryName, dataIndex: 'directoryName' },
  { key: 'sort', title: text.sort, dataIndex: 'sort', align: 'center', width: 70 },
  { key: 'problemCount', title: text.problemCount, dataIndex: 'problemCount', align: 'center', width: 80 },
];
const PROBLEM_COLUMNS: TableColumnsType<ChatProblemRow> = [
  { key: 'directoryName', title: text.directory, dataIndex: 'directoryName', width: 140 },
  { key: 'problem', title: text.problem, dataIndex: 'problem', ellipsis: { showTitle: true } },
  { key: 'answer', title: text.answer, dataIndex: 'answer', ellipsis: { showTitle: true } },
  { key: 'sort', title: text.sort, dataIndex: 'sort', align: 'center', width: 70 },
];

function SortField() {
  return (
    <Form.Item name="sort" label={text.sort}>
      <InputNumber min={0} max={CHAT_ADMIN_LIMITS.sort} precision={0} />
    </Form.Item>
  );
}

/** 所属业务: every business, named with its line when there are several lines. */
function DirectoryPick({ search = false }: { search?: boolean }) {
  const options = useQuery(chatAdminQueries.directoryOptions());
  return (
    <Form.Item name="pid" label={text.directory} rules={search ? undefined : requiredRule(text.directory)}>
      <Select
        style={search ? { width: 200 } : undefined}
        allowClear={search}
        showSearch={{ optionFilterProp: 'label' }}
        loading={options.isPending}
        placeholder={crud.pleaseSelect(text.directory)}
        options={(options.data?.rows ?? []).map((d) => ({ value: d.id, label: `${d.directoryName}（${d.identify}）` }))}
      />
    </Form.Item>
  );
}

/**
 * 问答管理 (/service/qa): the businesses and question/answer lists the phone's 客服 (`/artificial`) shows, per line.
 * The server caches nothing: the phone shows an edit the next time the chat opens.
 */
export default function QaPage() {
  return (
    <>
      <Card title={text.directoriesCard} style={{ marginBottom: 16 }}>
        <ResourceList
          listQuery={chatAdminQueries.directories}
          save={chatAdminMutations.saveDirectory}
          remove={chatAdminMutations.removeDirectories}
          rowKey="id"
          idLabel={text.id}
          nameOf={(d) => d.directoryName}
          deleteQuestion={text.deleteDirectory}
          columns={DIRECTORY_COLUMNS}
          searchName="chatDirectoryQuery"
          searchFields={
            <>
              <TextField name="identify" label={text.identify} allowClear />
              <TextField name="directoryName" label={text.directoryName} allowClear />
            </>
          }
          onExport={(f) => void exportDirectories(f)}
          formName="chatDirectoryForm"
          titles={{ add: text.addDirectory, edit: text.editDirectory }}
          defaults={NEW_DIRECTORY}
          toBody={(v, id) => chatDirectoryBody.parse({ ...v, id })}
          fields={() => (
            <>
              <Form.Item name="identify" label={text.identify} tooltip={text.identifyHint} rules={requiredRule(text.identify)}>
                <Input maxLength={CHAT_ADMIN_LIMITS.identify} placeholder={crud.pleaseEnter(text.identify)} />
              </Form.Item>
              <Form.Item name="directoryName" label={text.directoryName} rules={requiredRule(text.directoryName)}>
                <Input maxLength={CHAT_ADMIN_LIMITS.directoryName} placeholder={crud.pleaseEnter(text.directoryName)} />
              </Form.Item>
              <SortField />
            </>
          )}
        />
      </Card>
      <Card title={text.problemsCard}>
        <ResourceList
          listQuery={chatAdminQueries.problems}
          save={chatAdminMutations.saveProblem}
          remove={chatAdminMutations.removeProblems}
          rowKey="id"
          idLabel={text.id}
          nameOf={(p) => p.problem}
          deleteQuestion={text.deleteProblem}
          columns={PROBLEM_COLUMNS}
          searchName="chatProblemQuery"
          searchFields={
            <>
              <DirectoryPick search />
              <TextField name="problem" label={text.problem} allowClear />
            </>
          }
          onExport={(f) => void exportProblems(f)}
          formName="chatProblemForm"
          titles={{ add: text.addProblem, edit: text.editProblem }}
          defaults={NEW_PROBLEM}
          toBody={(v, id) => chatProblemBody.parse({ ...v, id })}
          fields={() => (
            <>
              <DirectoryPick />
              <Form.Item name="problem" label={text.problem} rules={requiredRule(text.problem)}>
                <Input maxLength={CHAT_ADMIN_LIMITS.problem} placeholder={crud.pleaseEnter(text.problem)} />
              </Form.Item>
              <Form.Item name="answer" label={text.answer} rules={requiredRule(text.answer)}>
                <Input.TextArea maxLength={CHAT_ADMIN_LIMITS.answer} autoSize={{ minRows: 3, maxRows: 8 }} placeholder={crud.pleaseEnter(text.answer)} />
              </Form.Item>
              <SortField />
            </>
          )}
        />
      </Card>
    </>
  );
}
