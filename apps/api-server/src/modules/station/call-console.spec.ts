import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, testServer } from '../../test-helpers';

type Server = Awaited<ReturnType<typeof testServer>>;
let s: Server;
let admin: Record<string, string>;
beforeAll(async () => {
  s = await testServer();
  admin = await loginAs(s.app, 'admin');
});
afterAll(() => s.close());

const act = async (action: string, roomId: number, examineeId: number) =>
  (await s.app.inject({ method: 'POST', url: '/api/examStation/console/action', headers: admin, payload: { action, roomId, examineeId } })).json();
const examinee = (id: number) => s.db.selectFrom('exam_examinee').select(['status', 'room_id']).where('examinee_id', '=', id).executeTakeFirstOrThrow();

// Issue 17: every room pre-selected the same examinee, and nothing stopped one person being sent to two rooms.
describe('one examinee is never called to two rooms', () => {
  it('refuses calling an examinee already called to another room, naming that room, and changes nothing', async () => {
    expect((await act('call', 1, 1)).code).toBe(200);
    expect(await act('call', 2, 1)).toMatchObject({ code: 500, msg: '该考生已叫号到第1考室，不能再叫到第2考室' });
    expect(await examinee(1)).toEqual({ status: 'called', room_id: 1 });
    // Room 2 is still free for someone else.
    expect((await act('call', 2, 2)).code).toBe(200);
  });

  it('refuses calling an examinee in progress elsewhere, or done', async () => {
    expect((await act('start', 1, 1)).code).toBe(200);
    expect(await act('call', 3, 1)).toMatchObject({ code: 500, msg: '该考生正在第1考室考试，不能叫到第3考室' });
    expect((await act('end', 1, 1)).code).toBe(200);
    expect(await act('call', 3, 1)).toMatchObject({ code: 500, msg: '该考生已完成考试' });
    expect(await examinee(1)).toEqual({ status: 'done', room_id: 1 });
  });

  it('two consoles calling the same examinee to two rooms at once: one call wins, the other is told where they went', async () => {
    const [a, b] = await Promise.all([act('call', 3, 5), act('call', 4, 5)]);
    const won = a.code === 200 ? 3 : 4;
    const lost = won === 3 ? b : a;
    expect([a.code, b.code].sort()).toEqual([200, 500]);
    expect(lost.msg).toBe(`该考生已叫号到第${won}考室，不能再叫到第${won === 3 ? 4 : 3}考室`);
    expect(await examinee(5)).toEqual({ status: 'called', room_id: won });
  });
});
