/**
 * A fresh exam with one station and its rooms, made through the station admin API as the admin, so a test that
 * imports or calls examinees changes no other test's seeded stations. `post` adds more (a device, another room).
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { stationAdminPaths } from '@medteach/contract';

export async function freshExam(request: APIRequestContext, token: string, names: { exam: string; station: string; rooms: string[] }) {
  const headers = { authorization: `Bearer ${token}` };
  const post = async (path: string, data: object) => {
    const body = await (await request.post(`/api${path}`, { headers, data })).json();
    expect(body.code, `${path}: ${body.msg}`).toBe(200);
    return body.data as Record<string, number>;
  };
  const { examId } = await post(stationAdminPaths.exam, { examName: names.exam, startsAt: null, endsAt: null });
  const { stationId } = await post(stationAdminPaths.station, { examId, stationName: names.station, examSeconds: 600, maskNames: false });
  for (const [i, roomName] of names.rooms.entries()) await post(stationAdminPaths.room, { stationId, roomName, sort: i + 1 });
  return { examId: examId as number, stationId: stationId as number, headers, post };
}
