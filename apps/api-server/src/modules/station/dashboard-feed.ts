import type { Socket } from 'socket.io';
import { DASHBOARD_EVENTS, DASHBOARD_EXAM_PARAM, dashboardExamParam, type DashboardDisplayPatch, type DashboardExamineePatch } from '@medteach/contract';
import type { ServerContext } from '../../core/context';
import { CALL_CONSOLE_ADMINS } from './console-access';
import { dashboardExaminee, examStationIds, stationDisplays } from './dashboard-repository';
import type { StationHub } from './hub';
import type { Queryable } from '../../db/queryable';

/**
 * The dashboard socket (考试看板, issue 17): a console connects to the station socket server with its access token
 * in `auth.token` and `query.examId`, and joins the dashboard room of every station of that exam — rooms apart from
 * the displays' (hub.ts stationRoom), so the console is never counted as a display nor sent the displays' masked
 * names. It receives one patch per change; nothing it emits is accepted (socket.ts ends any client that emits).
 */
export const dashboardRoom = (stationId: number) => `dashboard:${stationId}`;

/** A console's handshake carries a token; a display's carries its device key. */
export const isDashboardHandshake = (socket: Socket) => typeof (socket.handshake.auth as { token?: unknown } | undefined)?.token === 'string';

/** Admits an admin's dashboard socket to the exam's stations, or disconnects it (bad token, not admin, no such exam). */
export async function admitDashboard(socket: Socket, ctx: ServerContext): Promise<void> {
  const auth = socket.handshake.auth as { token?: string };
  const token = auth.token ?? '';
  // socket.io hands the handshake to other instances (fetchSockets through the adapter): the token stays here.
  delete auth.token;
  const exam = dashboardExamParam.safeParse({ examId: socket.handshake.query[DASHBOARD_EXAM_PARAM] });
  const user = token.length <= 4096 ? await ctx.tokens.verify(token) : null;
  const admin = !!user && user.roles.some((r) => (CALL_CONSOLE_ADMINS as readonly string[]).includes(r));
  const stations = admin && exam.success ? await examStationIds(ctx.db, exam.data.examId) : [];
  if (!admin || !exam.success || stations.length === 0 || socket.disconnected) {
    socket.disconnect(true);
    return;
  }
  await socket.join(stations.map(dashboardRoom));
}

/** Tells the dashboards of the examinee's station where the examinee is now (after a console action). */
export async function publishExaminee(db: Queryable, hub: StationHub, examineeId: number): Promise<void> {
  const patch: DashboardExamineePatch | undefined = await dashboardExaminee(db, examineeId);
  if (patch) hub.io?.to(dashboardRoom(patch.stationId)).emit(DASHBOARD_EVENTS.examinee, patch);
}

/** Tells the dashboards of a station that one of its displays connected or dropped (presence over every instance). */
export async function publishDisplay(db: Queryable, hub: StationHub, stationId: number, codeAddress: string): Promise<void> {
  const displays = await stationDisplays(db, [stationId], (id) => hub.presenceIn(id), codeAddress);
  const display = displays.get(stationId)?.[0];
  if (display) hub.io?.to(dashboardRoom(stationId)).emit(DASHBOARD_EVENTS.display, { stationId, display } satisfies DashboardDisplayPatch);
}
