import { MutationObserver } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { download } from '@medteach/api-client';
import { apiPath, createTestQueryClient, ok, setupMswServer, setupTestApi, table } from '@medteach/api-client/testing';
import { crudResource } from './crud-resource';

vi.mock('@medteach/api-client', async (actual) => ({ ...(await actual<object>()), download: vi.fn(() => Promise.resolve(true)) }));

interface Room {
  roomId: number;
  roomName: string;
}
interface RoomBody {
  roomId?: number;
  roomName: string;
}
interface RoomFilter {
  roomName?: string;
}

const roomKeys = {
  all: ['rooms'] as const,
  list: (params: RoomFilter & { pageNum: number; pageSize: number }) => ['rooms', 'list', params] as const,
};
const paths = { room: '/station/room', roomList: '/station/room/list', roomExport: '/station/room/export' };

const rooms = crudResource<Room, RoomBody, RoomFilter, { roomId: number }>({
  base: paths.room,
  listPath: paths.roomList,
  idName: 'roomId',
  listKey: roomKeys.list,
  exportPath: paths.roomExport,
  exportName: 'room',
});

/** Every call the fake server saw: method, path with query, body. */
let seen: string[];
const record = async (request: Request) => {
  const url = new URL(request.url);
  const body = request.method === 'GET' || request.method === 'DELETE' ? '' : ` ${await request.text()}`;
  seen.push(`${request.method} ${url.pathname.replace(/^.*\/station/, '/station')}${url.search}${body}`);
};
setupMswServer(
  http.get(apiPath(paths.roomList), async ({ request }) => (await record(request), HttpResponse.json(table([{ roomId: 1, roomName: '甲室' }])))),
  http.post(apiPath(paths.room), async ({ request }) => (await record(request), HttpResponse.json(ok({ roomId: 7 })))),
  http.put(apiPath(paths.room), async ({ request }) => (await record(request), HttpResponse.json(ok()))),
  http.delete(apiPath(`${paths.room}/:ids`), async ({ request }) => (await record(request), HttpResponse.json(ok()))),
);
setupTestApi();
beforeEach(() => {
  seen = [];
});

it('lists one page under the key of the feature’s key factory', async () => {
  const params = { roomName: '甲', pageNum: 2, pageSize: 10 };
  const options = rooms.list(params);
  expect(options.queryKey).toEqual(['rooms', 'list', params]);
  expect(await createTestQueryClient().fetchQuery(options)).toEqual({ total: 1, rows: [{ roomId: 1, roomName: '甲室' }] });
  expect(seen).toEqual(['GET /station/room/list?roomName=%E7%94%B2&pageNum=2&pageSize=10']);
});

it('adds with POST, edits with PUT, and save picks one by the body’s id', async () => {
  expect(await rooms.create({ roomName: '乙室' })).toEqual({ roomId: 7 });
  await rooms.update({ roomId: 3, roomName: '丙室' });
  await rooms.save({ roomName: '丁室' });
  await rooms.save({ roomId: 4, roomName: '戊室' });
  expect(seen).toEqual([
    'POST /station/room {"roomName":"乙室"}',
    'PUT /station/room {"roomId":3,"roomName":"丙室"}',
    'POST /station/room {"roomName":"丁室"}',
    'PUT /station/room {"roomId":4,"roomName":"戊室"}',
  ]);
});

it('deletes the ticked rows in one call, ids joined by commas', async () => {
  await rooms.remove([1, 2, 3]);
  expect(seen).toEqual(['DELETE /station/room/1,2,3']);
});

it('serves as a mutationFn as it is (React Query passes a context after the variables: it must not reach the request)', async () => {
  const client = createTestQueryClient();
  const meta = { invalidates: [roomKeys.all] };
  await new MutationObserver(client, { mutationFn: rooms.remove, meta }).mutate([5, 6]);
  await new MutationObserver(client, { mutationFn: rooms.save, meta }).mutate({ roomId: 5, roomName: '己室' });
  expect(seen).toEqual(['DELETE /station/room/5,6', 'PUT /station/room {"roomId":5,"roomName":"己室"}']);
});

it('exports the filtered list as RuoYi names the file: <name>_<timestamp>.xlsx', async () => {
  await rooms.exportXlsx({ roomName: '甲' });
  expect(download).toHaveBeenCalledWith('/station/room/export', { roomName: '甲' }, expect.stringMatching(/^room_\d+\.xlsx$/));
});

it('has no export when the resource has none', () => {
  const papers = crudResource<Room, RoomBody, RoomFilter>({ base: paths.room, listPath: paths.roomList, idName: 'roomId', listKey: roomKeys.list });
  expect('exportXlsx' in papers).toBe(false);
  // @ts-expect-error: a resource without an export path offers no exportXlsx.
  expect(papers.exportXlsx).toBeUndefined();
});
