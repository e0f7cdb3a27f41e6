import { describe, expect, it } from 'vitest';
import { DEVICE_KEY_HEADER } from '@medteach/contract';
import { adminSpecServer } from './admin-spec-server';

const s = adminSpecServer('/api/examStation');
const { call } = s;
/** Pairs through the call console's own route (the device list reuses it). */
const pair = async (codeAddress: string) => (await call('POST', '/console/deviceKey', { codeAddress })).json().data.deviceKey as string;
const asDisplay = (codeAddress: string, key: string) =>
  s.app.inject({ method: 'GET', url: `/api/examDevice/getDeviceInfo/${codeAddress}`, headers: { [DEVICE_KEY_HEADER]: key } });

describe('显示设备 /examStation/admin/device', () => {
  it('lists devices with station, room (none = wall screen), ip and pairing', async () => {
    const page = (await call('GET', '/admin/device/list?stationId=2')).json();
    expect(page.total).toBe(3);
    expect(page.rows[0]).toEqual({
      deviceId: 2,
      codeAddress: 'B1',
      stationId: 2,
      stationName: '第二考站',
      roomId: null,
      roomName: null,
      ip: '10.0.2.100',
      paired: false,
      pairedAt: null,
      seenAt: null,
      connections: 0,
    });
    await pair('B1');
    expect((await call('GET', '/admin/device/2')).json().data).toMatchObject({ paired: true, pairedAt: expect.any(String) });
    expect((await call('POST', '/console/deviceKey/revoke', { codeAddress: 'B1' })).json().code).toBe(200);
    expect((await call('GET', '/admin/device/2')).json().data).toMatchObject({ paired: false, pairedAt: null });
  });

  it('registers a device; a bad code address or IP, a taken code or IP, or a room of another station is refused', async () => {
    const body = { codeAddress: 'C1', stationId: 2, roomId: 5, ip: '10.0.9.1' };
    const { deviceId } = (await call('POST', '/admin/device', body)).json().data;
    expect((await call('GET', `/admin/device/${deviceId}`)).json().data).toMatchObject({ codeAddress: 'C1', roomName: '第5考室', paired: false });
    expect((await call('POST', '/admin/device', { ...body, codeAddress: 'c1', ip: '' })).json()).toEqual({ code: 500, msg: "新增设备'c1'失败，设备编号已存在" });
    expect((await call('POST', '/admin/device', { ...body, codeAddress: 'C2' })).json()).toEqual({ code: 500, msg: "新增设备'C2'失败，IP地址10.0.9.1已被设备'C1'使用" });
    expect((await call('POST', '/admin/device', { ...body, codeAddress: 'C2', ip: '', roomId: 1 })).json()).toEqual({ code: 500, msg: '所选考室不属于该考站' });
    expect((await call('POST', '/admin/device', { ...body, codeAddress: 'C2', ip: '', stationId: 999 })).json()).toEqual({ code: 500, msg: '所选考站不存在' });
    for (const codeAddress of ['12', 'A 1', 'A1?x=1', '考站1', 'A'.repeat(33)]) {
      expect((await call('POST', '/admin/device', { ...body, codeAddress, ip: '' })).json(), codeAddress).toEqual({ code: 400, msg: '设备编号须以字母开头，由字母、数字、下划线或短横线组成，最多32位' });
    }
    expect((await call('POST', '/admin/device', { ...body, codeAddress: 'C2', ip: '10.0.300.1' })).json()).toEqual({ code: 400, msg: 'IP地址格式不正确' });
    expect(Number((await s.db.selectFrom('exam_device').select((eb) => eb.fn.countAll<number>().as('n')).where('code_address', 'like', 'C%').executeTakeFirstOrThrow()).n)).toBe(1);
  });

  it('a renamed device loses its key (its link names the old code); a moved one keeps it', async () => {
    const { deviceId } = (await call('POST', '/admin/device', { codeAddress: 'M1', stationId: 1, roomId: 1 })).json().data;
    const key = await pair('M1');
    expect((await asDisplay('M1', key)).json().data).toMatchObject({ codeAddress: 'M1', stationId: 1, roomId: 1 });
    expect((await call('PUT', '/admin/device', { deviceId, codeAddress: 'M1', stationId: 2, roomId: 6 })).json().code).toBe(200);
    expect((await asDisplay('M1', key)).json().data).toMatchObject({ stationId: 2, roomId: 6 });
    expect((await call('PUT', '/admin/device', { deviceId, codeAddress: 'M2', stationId: 2, roomId: 6 })).json().code).toBe(200);
    expect((await asDisplay('M2', key)).statusCode).toBe(401);
    expect((await call('GET', `/admin/device/${deviceId}`)).json().data).toMatchObject({ codeAddress: 'M2', paired: false });
  });

  it('a deleted device can no longer open its screen', async () => {
    const { deviceId } = (await call('POST', '/admin/device', { codeAddress: 'D9', stationId: 1, roomId: null })).json().data;
    const key = await pair('D9');
    expect((await asDisplay('D9', key)).statusCode).toBe(200);
    expect((await call('DELETE', `/admin/device/${deviceId}`)).json().code).toBe(200);
    expect((await asDisplay('D9', key)).statusCode).toBe(401);
    expect((await call('GET', `/admin/device/${deviceId}`)).statusCode).toBe(404);
  });
});
