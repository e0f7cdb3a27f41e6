import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Drawer, Empty, Form, InputNumber, Space, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { roomAdminBody, type RoomAdminBody, type RoomAdminRow, type StationAdminRow } from '@medteach/contract';
import { messages } from '../../messages';
import { CrudFormModal } from '../../shared/crud/CrudFormModal';
import { TextField } from '../../shared/crud/fields';
import { useCrudEditing } from '../../shared/crud/useCrudEditing';
import { stationAdminMutations, stationAdminQueries } from './api';
import { stationAdminText as text } from './messages';

const crud = messages.crud;
const DRAWER_WIDTH = 640;
const NEW_ROOM: Partial<RoomAdminBody> = { sort: 0 };

/** A station's rooms in their order (显示顺序): add, rename, reorder, delete (refused while a screen is bound to it). */
export function RoomsDrawer({ station, onClose }: { station: StationAdminRow | null; onClose: () => void }) {
  const stationId = station?.stationId ?? 0;
  const rooms = useQuery({ ...stationAdminQueries.stationRooms(stationId), enabled: !!station });
  const remove = useMutation(stationAdminMutations.removeRooms);
  const editor = useCrudEditing<RoomAdminRow, RoomAdminBody>({
    rowKey: 'roomId',
    idLabel: text.roomName,
    save: useMutation(stationAdminMutations.saveRoom),
    remove: (rows) => remove.mutateAsync(rows.map((r) => r.roomId)),
    deleteQuestion: (rows) => text.deleteRoom(rows.map((r) => r.roomName).join('、')),
  });
  const editingId = editor.editing?.roomId;
  const rows = rooms.data?.rows ?? [];
  const nextSort = rows.reduce((max, r) => Math.max(max, r.sort), 0) + 1;

  return (
    <Drawer
      open={!!station}
      title={station && text.roomsTitle(station.stationName)}
      size={DRAWER_WIDTH}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => editor.edit({ stationId, sort: nextSort })}>
          {text.addRoom}
        </Button>
      }
    >
      <Table<RoomAdminRow>
        rowKey="roomId"
        size="small"
        loading={rooms.isFetching}
        pagination={false}
        dataSource={rows}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text.noRooms} /> }}
        columns={[
          { title: text.roomName, dataIndex: 'roomName' },
          { title: text.sort, dataIndex: 'sort', align: 'center', width: 100 },
          { title: text.roomDevices, dataIndex: 'deviceCount', align: 'center', width: 90 },
          {
            title: crud.actions,
            align: 'center',
            width: 140,
            render: (_, r) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => editor.edit(r)}>{crud.edit}</Button>
                <Button type="link" size="small" danger onClick={() => editor.confirmDelete([r])}>{crud.delete}</Button>
              </Space>
            ),
          },
        ]}
      />
      <CrudFormModal<RoomAdminBody>
        name="roomForm"
        title={editingId ? text.editRoom : text.addRoom}
        editing={editor.editing}
        defaults={NEW_ROOM}
        saving={editor.saving}
        onSave={(v) => editor.save(roomAdminBody.parse({ ...v, stationId, roomId: editingId }))}
        onCancel={editor.close}
      >
        <TextField name="roomName" label={text.roomName} required />
        <Form.Item name="sort" label={text.sort}>
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
      </CrudFormModal>
    </Drawer>
  );
}
