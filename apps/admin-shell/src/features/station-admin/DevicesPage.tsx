import { useQuery } from '@tanstack/react-query';
import { Alert, Badge, Form, Input, Select, type TableColumnsType } from 'antd';
import { CODE_ADDRESS_PATTERN, deviceAdminBody, stationAdminMessages, type DeviceAdminBody, type DeviceAdminRow } from '@medteach/contract';
import { messages } from '../../messages';
import { requiredRule } from '../../shared/crud/CrudFormModal';
import { TextField } from '../../shared/crud/fields';
import { ResourceList } from '../../shared/crud/ResourceList';
import { PairingTag, useDevicePairing } from '../../shared/station/DevicePairing';
import { exportDevices, stationAdminKeys, stationAdminMutations, stationAdminQueries } from './api';
import { stationAdminText as text } from './messages';
import { StationSelect } from './StationPicker';

const crud = messages.crud;
const station = messages.station;
const NEW_DEVICE: Partial<DeviceAdminBody> = { roomId: null, ip: '' };
const WALL = 0; // the select's value for "no room" (antd cannot hold null as an option value)

const COLUMNS: TableColumnsType<DeviceAdminRow> = [
  { key: 'codeAddress', title: text.codeAddress, dataIndex: 'codeAddress', width: 110 },
  { key: 'stationName', title: text.station, dataIndex: 'stationName' },
  { key: 'roomName', title: text.room, render: (_, d) => d.roomName ?? text.wallScreen },
  { key: 'ip', title: text.ip, dataIndex: 'ip', render: (ip: string) => ip || '-' },
  {
    key: 'state',
    title: text.state,
    align: 'center',
    render: (_, d) => <Badge status={d.connections ? 'success' : 'default'} text={d.connections ? `${station.connected}${d.connections > 1 ? ` ×${d.connections}` : ''}` : station.disconnected} />,
  },
  { key: 'seenAt', title: text.seenAt, dataIndex: 'seenAt', align: 'center', render: (v: string | null) => v ?? '-' },
  { key: 'pairing', title: text.pairing, align: 'center', render: (_, d) => <PairingTag paired={d.paired} pairedAt={d.pairedAt} /> },
];

/** Station, then one of its rooms or none (the wall screen). */
function DeviceFields({ editing }: { editing: boolean }) {
  const stationId = Form.useWatch<number | undefined>('stationId');
  const rooms = useQuery({ ...stationAdminQueries.stationRooms(stationId ?? 0), enabled: !!stationId });
  const form = Form.useFormInstance();
  return (
    <>
      {editing && <Alert type="info" showIcon message={text.renameWarning} style={{ marginBottom: 16 }} />}
      <Form.Item name="codeAddress" label={text.codeAddress} rules={[...requiredRule(text.codeAddress), { pattern: CODE_ADDRESS_PATTERN, message: stationAdminMessages.codeAddressFormat }]} extra={text.codeAddressHelp}>
        <Input placeholder={crud.pleaseEnter(text.codeAddress)} maxLength={32} />
      </Form.Item>
      <Form.Item name="stationId" label={text.station} rules={[{ required: true, message: crud.pleaseSelect(text.station) }]}>
        <StationSelect onChange={(v) => form.setFieldsValue({ stationId: v, roomId: null })} />
      </Form.Item>
      <Form.Item
        name="roomId"
        label={text.room}
        extra={text.roomHelp}
        getValueProps={(roomId?: number | null) => ({ value: roomId ?? WALL })}
        normalize={(v: number) => (v === WALL ? null : v)}
      >
        <Select
          disabled={!stationId}
          loading={rooms.isLoading}
          options={[{ value: WALL, label: text.wallScreen }, ...(rooms.data?.rows.map((r) => ({ value: r.roomId, label: r.roomName })) ?? [])]}
        />
      </Form.Item>
      <Form.Item name="ip" label={text.ip} extra={text.ipHelp} rules={[{ validator: (_, ip?: string) => (deviceAdminBody.shape.ip.safeParse(ip ?? '').success ? Promise.resolve() : Promise.reject(new Error(stationAdminMessages.ipFormat))) }]}>
        <Input placeholder="10.0.1.100" maxLength={45} />
      </Form.Item>
    </>
  );
}

/** 显示设备 (/station/device): the wall and room screens, their pairing (the call console's keys) and live state. */
export default function DevicesPage() {
  const pairing = useDevicePairing([stationAdminKeys.devices]);
  const searchFields = (
    <>
      <TextField name="codeAddress" label={text.codeAddress} allowClear />
      <Form.Item name="stationId" label={text.station}>
        <StationSelect width={220} allowClear />
      </Form.Item>
    </>
  );
  return (
    <ResourceList
      listQuery={stationAdminQueries.devices}
      save={stationAdminMutations.saveDevice}
      remove={stationAdminMutations.removeDevices}
      rowKey="deviceId"
      idLabel={text.codeAddress}
      nameOf={(d) => d.codeAddress}
      deleteQuestion={text.deleteDevice}
      columns={COLUMNS}
      searchName="deviceQuery"
      searchFields={searchFields}
      onExport={(f) => void exportDevices(f)}
      formName="deviceForm"
      titles={{ add: text.addDevice, edit: text.editDevice }}
      defaults={NEW_DEVICE}
      toBody={(v, deviceId) => deviceAdminBody.parse({ ...v, deviceId })}
      fields={(editing) => <DeviceFields editing={editing} />}
      rowActions={pairing.actions}
    >
      {pairing.linkModal}
    </ResourceList>
  );
}
