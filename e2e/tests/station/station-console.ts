/**
 * The call console driven through its API as the admin (the console page of admin-shell is tested on its own):
 * the "second browser context" of the station e2e. Works against any server (the harness one or a test's own).
 */
import { expect, type APIRequestContext } from '@playwright/test';
import {
  DEVICE_KEY_PARAM,
  stationPaths,
  type ConsoleExaminee,
  type ConsoleStation,
  type DeviceKeyIssued,
  type StationAction,
  type StationActionResult,
} from '@medteach/contract';
import { ADMIN } from '../../support/accounts';
import { loginByApi } from '../../support/session';

const API = '/api';

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export class StationConsole {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  /** Logs the admin in on the request context's server. */
  static async open(request: APIRequestContext): Promise<StationConsole> {
    return new StationConsole(request, await loginByApi(request, ADMIN));
  }

  private async call<T>(method: 'get' | 'post', path: string, data?: unknown): Promise<T> {
    const res = await this.request[method](API + path, { headers: { Authorization: `Bearer ${this.token}` }, data });
    expect(res.ok(), `${method.toUpperCase()} ${path} answered HTTP ${res.status()}`).toBe(true);
    const body = (await res.json()) as Envelope<T>;
    expect(body.code, `${path}: ${body.msg}`).toBe(200);
    return body.data;
  }

  station(stationId: number): Promise<ConsoleStation> {
    return this.call('get', `${stationPaths.consoleStation}/${stationId}`);
  }

  act(action: StationAction, roomId: number, examineeId: number): Promise<StationActionResult> {
    return this.call('post', stationPaths.consoleAction, { action, roomId, examineeId });
  }

  /**
   * Empties a room (a called examinee is passed, one in progress finished), so a test starts from a free room
   * even when a retry or an earlier run against the same server left someone there.
   */
  async freeRoom(stationId: number, roomId: number): Promise<void> {
    const room = (await this.station(stationId)).rooms.find((r) => r.roomId === roomId);
    if (!room) throw new Error(`station ${stationId} has no room ${roomId}`);
    if (room.current?.status === 'called') await this.act('pass', roomId, room.current.examineeId);
    if (room.current?.status === 'inProgress') await this.act('end', roomId, room.current.examineeId);
  }

  /** The next examinee the console may call (waiting, or passed earlier). */
  async nextCallable(stationId: number, skip: number[] = []): Promise<ConsoleExaminee> {
    const next = (await this.station(stationId)).examinees.find(
      (x) => (x.status === 'waiting' || x.status === 'passed') && !skip.includes(x.examineeId),
    );
    if (!next) throw new Error(`station ${stationId} has nobody left to call (re-seed the server's DATA_DIR)`);
    return next;
  }

  /**
   * Pairs a display (issue 14 rows 4-5): issues its device key as the console's 生成配对链接 does and answers the
   * display URL's query, `codeAddress=…&deviceKey=…`. A key issued earlier stops working.
   */
  async pair(codeAddress: string): Promise<string> {
    const { deviceKey } = await this.call<DeviceKeyIssued>('post', stationPaths.consoleDeviceKey, { codeAddress });
    return new URLSearchParams({ codeAddress, [DEVICE_KEY_PARAM]: deviceKey }).toString();
  }

  /** 撤销配对: the display's key stops working at once. */
  async revoke(codeAddress: string): Promise<void> {
    await this.call('post', stationPaths.consoleDeviceKeyRevoke, { codeAddress });
  }

  /** Whether the console sees a display of this code address connected. */
  async displayConnected(stationId: number, codeAddress: string): Promise<boolean> {
    return (await this.station(stationId)).displays.some((d) => d.codeAddress === codeAddress && d.connected);
  }
}
