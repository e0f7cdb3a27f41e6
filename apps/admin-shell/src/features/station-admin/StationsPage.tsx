import { useState } from 'react';
import { Button, Form, InputNumber, Switch, Tag, type TableColumnsType } from 'antd';
import { EXAM_SECONDS_MAX, EXAM_SECONDS_MIN, stationAdminBody, type StationAdminBody, type StationAdminRow } from '@medteach/contract';
import { messages } from '../../messages';
import { requiredRule } from '../../shared/crud/CrudFormModal';
import { TextField } from '../../shared/crud/fields';
import { ResourceList } from '../../shared/crud/ResourceList';
import { exportStations, stationAdminMutations, stationAdminQueries } from './api';
import { stationAdminText as text } from './messages';
import { RoomsDrawer } from './RoomsDrawer';
import { ExamSelect } from './StationPicker';

const crud = messages.crud;
const SECONDS_PER_MINUTE = 60;
const DEFAULT_EXAM_SECONDS = 15 * SECONDS_PER_MINUTE;
const NEW_STATION: Partial<StationAdminBody> = { examSeconds: DEFAULT_EXAM_SECONDS, maskNames: false };
const COLUMNS: TableColumnsType<StationAdminRow> = [
  { key: 'stationId', title: text.stationId, dataIndex: 'stationId', align: 'center', width: 100 },
  { key: 'stationName', title: text.stationName, dataIndex: 'stationName' },
  { key: 'examName', title: text.exam, dataIndex: 'examName' },
  { key: 'examSeconds', title: text.examSeconds, align: 'center', width: 120, render: (_, s) => text.duration(s.examSeconds) },
  { key: 'maskNames', title: text.maskNames, align: 'center', width: 100, render: (_, s) => (s.maskNames ? <Tag color="blue">{text.yes}</Tag> : text.no) },
  { key: 'roomCount', title: text.roomCount, dataIndex: 'roomCount', align: 'center', width: 80 },
  { key: 'examineeCount', title: text.examineeCount, dataIndex: 'examineeCount', align: 'center', width: 80 },
  { key: 'deviceCount', title: text.deviceCount, dataIndex: 'deviceCount', align: 'center', width: 80 },
  { key: 'questionCount', title: text.questionCount, dataIndex: 'questionCount', align: 'center', width: 80 },
];

function StationFields() {
  return (
    <>
      <Form.Item name="examId" label={text.exam} rules={[{ required: true, message: crud.pleaseSelect(text.exam) }]}>
        <ExamSelect />
      </Form.Item>
      <TextField name="stationName" label={text.stationName} required />
      {/* The server keeps seconds (exam_seconds); staff think in minutes. */}
      <Form.Item
        name="examSeconds"
        label={text.examSeconds}
        rules={requiredRule(text.examSeconds, { whitespace: false })}
        getValueProps={(seconds?: number | null) => ({ value: seconds == null ? undefined : Math.round(seconds / SECONDS_PER_MINUTE) })}
        normalize={(minutes?: number | null) => (minutes == null ? null : minutes * SECONDS_PER_MINUTE)}
      >
        <InputNumber min={EXAM_SECONDS_MIN / SECONDS_PER_MINUTE} max={EXAM_SECONDS_MAX / SECONDS_PER_MINUTE} precision={0} suffix={text.minutes} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="maskNames" label={text.maskNames} valuePropName="checked" extra={text.maskNamesHelp}>
        <Switch checkedChildren={text.yes} unCheckedChildren={text.no} />
      </Form.Item>
    </>
  );
}

/** 考站与考室 (/station/station): stations of the exams, each with its rooms (edited in a drawer from the row). */
export default function StationsPage() {
  const [roomsOf, setRoomsOf] = useState<StationAdminRow | null>(null);
  const searchFields = (
    <>
      <TextField name="stationName" label={text.stationName} allowClear />
      <Form.Item name="examId" label={text.exam}>
        <ExamSelect width={220} allowClear />
      </Form.Item>
    </>
  );
  return (
    <ResourceList
      listQuery={stationAdminQueries.stations}
      save={stationAdminMutations.saveStation}
      remove={stationAdminMutations.removeStations}
      rowKey="stationId"
      idLabel={text.stationId}
      nameOf={(s) => text.stationWithContents(s.stationName, s)}
      deleteQuestion={text.deleteStation}
      columns={COLUMNS}
      searchName="stationQuery"
      searchFields={searchFields}
      onExport={(f) => void exportStations(f)}
      formName="stationForm"
      titles={{ add: text.addStation, edit: text.editStation }}
      defaults={NEW_STATION}
      toBody={(v, stationId) => stationAdminBody.parse({ ...v, stationId })}
      fields={() => <StationFields />}
      rowActions={(s) => (
        <Button type="link" size="small" onClick={() => setRoomsOf(s)}>
          {text.manageRooms}
        </Button>
      )}
    >
      <RoomsDrawer station={roomsOf} onClose={() => setRoomsOf(null)} />
    </ResourceList>
  );
}
