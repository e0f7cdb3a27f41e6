/**
 * The staff call console (admin-shell 考站叫号): exams and stations, a station's rooms / examinees / displays, and
 * the call / recall / start / pass / end action, which the server records and sends to the station's displays.
 *
 *   const { data: station } = useQuery(stationConsoleQueries.station(stationId));
 *   const action = useMutation(stationConsoleMutations.action());
 *   action.mutate({ action: 'call', roomId, examineeId });
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import {
  stationPaths,
  type ConsoleExam,
  type ConsoleStation,
  type DeviceKeyIssued,
  type MaskNamesBody,
  type StationActionBody,
  type StationActionResult,
} from '@medteach/contract';
import { apiGet, apiPost } from '../core/http';

export const getConsoleExams = (signal?: AbortSignal) => apiGet<ConsoleExam[]>(stationPaths.consoleExams, undefined, { signal });
export const getConsoleStation = (stationId: number, signal?: AbortSignal) =>
  apiGet<ConsoleStation>(`${stationPaths.consoleStation}/${stationId}`, undefined, { signal });
/** Several actions in a row are normal at a console, so the duplicate-submit guard is off. */
export const postStationAction = (body: StationActionBody) =>
  apiPost<StationActionResult>(stationPaths.consoleAction, body, { repeatSubmit: false });

/** Issues a display's pairing key (answered once; the previous key stops working and its screens disconnect). */
export const postDeviceKey = (codeAddress: string) => apiPost<DeviceKeyIssued>(stationPaths.consoleDeviceKey, { codeAddress });
export const postRevokeDeviceKey = (codeAddress: string) => apiPost(stationPaths.consoleDeviceKeyRevoke, { codeAddress });
export const postMaskNames = (body: MaskNamesBody) => apiPost(stationPaths.consoleMaskNames, body);

export const stationConsoleKeys = {
  all: ['stationConsole'] as const,
  exams: () => ['stationConsole', 'exams'] as const,
  station: (stationId: number) => ['stationConsole', 'station', stationId] as const,
};

/** Console polling so newly connected / dropped displays show up without a reload. */
export const CONSOLE_PRESENCE_REFRESH_MS = 5000;

export const stationConsoleQueries = {
  exams: () => queryOptions({ queryKey: stationConsoleKeys.exams(), queryFn: ({ signal }) => getConsoleExams(signal) }),
  station: (stationId: number) =>
    queryOptions({
      queryKey: stationConsoleKeys.station(stationId),
      queryFn: ({ signal }) => getConsoleStation(stationId, signal),
      refetchInterval: CONSOLE_PRESENCE_REFRESH_MS,
    }),
};

export const stationConsoleMutations = {
  /** Invalidates every console station view (the acting room's state changed). */
  action: () => mutationOptions({ mutationFn: postStationAction, meta: { invalidates: [stationConsoleKeys.all] } }),
  /** Pairing and masking change the station view (paired displays, masked names). */
  issueDeviceKey: () => mutationOptions({ mutationFn: postDeviceKey, meta: { invalidates: [stationConsoleKeys.all] } }),
  revokeDeviceKey: () => mutationOptions({ mutationFn: postRevokeDeviceKey, meta: { invalidates: [stationConsoleKeys.all] } }),
  maskNames: () => mutationOptions({ mutationFn: postMaskNames, meta: { invalidates: [stationConsoleKeys.all] } }),
};
