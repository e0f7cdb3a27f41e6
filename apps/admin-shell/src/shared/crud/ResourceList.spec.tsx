import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { z } from 'zod';
import { TextField } from './fields';
import { ResourceList } from './ResourceList';

interface Room {
  roomId: number;
  roomName: string;
}
/** The contract refuses more than the dialog's rules do (a length), as a zod parse in toBody. */
const roomBody = z.object({ roomId: z.number().optional(), roomName: z.string().max(4, '考室名称长度不能超过4个字符') });
type RoomBody = z.infer<typeof roomBody>;
const NEW_ROOM: Partial<RoomBody> = {};
const list = () => queryOptions({ queryKey: ['rooms'] as const, queryFn: async () => ({ rows: [{ roomId: 1, roomName: '甲室' }] as Room[], total: 1 }) });

let saved: RoomBody[];

function renderList() {
  saved = [];
  render(
    <ConfigProvider locale={zhCN}>
      <App>
        <QueryClientProvider client={new QueryClient()}>
          <ResourceList<Room, RoomBody, object, readonly ['rooms']>
            listQuery={list}
            save={{ mutationFn: async (b: RoomBody) => void saved.push(b) }}
            remove={{ mutationFn: async () => undefined }}
            rowKey="roomId"
            idLabel="考室编号"
            nameOf={(r) => r.roomName}
            deleteQuestion={(n) => `删除${n}？`}
            columns={[{ key: 'roomName', title: '考室名称', dataIndex: 'roomName' }]}
            searchName="roomQuery"
            searchFields={<TextField name="roomName" label="考室名称" />}
            onExport={() => undefined}
            formName="roomForm"
            titles={{ add: '添加考室', edit: '修改考室' }}
            defaults={NEW_ROOM}
            toBody={(v, roomId) => roomBody.parse({ ...v, roomId })}
            fields={() => <TextField name="roomName" label="考室名称" required />}
            rowActions={(r) => <button type="button">{`查看${r.roomName}`}</button>}
          />
        </QueryClientProvider>
      </App>
    </ConfigProvider>,
  );
}

const SLOW = { timeout: 60_000 };

describe('ResourceList', () => {
  it('says what the contract refuses instead of swallowing it, and saves once it passes', SLOW, async () => {
    renderList();
    await userEvent.click(screen.getByText('新 增').closest('button') as HTMLButtonElement);
    const dialog = (await screen.findAllByText('添加考室'))[0].closest('[role="dialog"]') as HTMLElement;
    fireEvent.change(within(dialog).getByLabelText('考室名称'), { target: { value: '很长的考室名称' } });
    await userEvent.click(within(dialog).getByText('确 定').closest('button') as HTMLButtonElement);
    expect(await screen.findByText('考室名称长度不能超过4个字符')).toBeInTheDocument();
    expect(saved).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('考室名称'), { target: { value: '乙室' } });
    await userEvent.click(within(dialog).getByText('确 定').closest('button') as HTMLButtonElement);
    await waitFor(() => expect(saved).toEqual([{ roomName: '乙室' }]));
  });

  it('shows the page\'s own row actions before 修改 / 删除', SLOW, async () => {
    renderList();
    expect(await screen.findByRole('button', { name: '查看甲室' })).toBeInTheDocument();
  });
});
