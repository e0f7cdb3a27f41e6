/**
 * Station display calls (spec §7 "Structured exam and display"). Wall and room screens have no login: they are
 * paired with their device (pairing.ts sends the key), and a token is sent only if the screen was given one (spec §6:
 * only logins go without). They stay silent: the screen shows its own connection / last-updated state instead of popups.
 *
 *   const { data: screen } = useQuery(stationQueries.screen(codeAddress));   // refetchInterval: STATION_REFRESH_MS
 */
import { queryOptions } from '@tanstack/react-query';
import { stationPaths, type DeviceInfo, type ExamSkillQuestion, type SkillInfo, type StationScreen } from '@medteach/contract';
import { getApiConfig } from '../core/config';
import { apiGet, type RequestOptions } from '../core/http';

const DISPLAY: RequestOptions = { silent: true };

export const getStationScreen = (codeAddress: string, signal?: AbortSignal) =>
  apiGet<StationScreen>(stationPaths.stationScreen, { codeAddress }, { ...DISPLAY, signal });

export const getSkillInfo = (codeAddress: string, signal?: AbortSignal) =>
  apiGet<SkillInfo>(stationPaths.skillInfo, { codeAddress }, { ...DISPLAY, signal });

export const getDeviceInfo = (codeAddress: string, signal?: AbortSignal) =>
  apiGet<DeviceInfo>(`${stationPaths.deviceInfo}/${encodeURIComponent(codeAddress)}`, undefined, { ...DISPLAY, signal });

export const getDeviceIp = (signal?: AbortSignal) =>
  apiGet<{ ip: string; codeAddress: string | null }>(stationPaths.deviceIp, undefined, { ...DISPLAY, signal });

/**
 * The native app opens the paper with its token in the query; it is passed on as the spec's `token` parameter
 * (issue 13), or the token the screen holds (a room screen keeps it in memory only, never in its cookie).
 */
export const getSkillQuestionsByIds = (examSkillIds: string, token: string | undefined, signal?: AbortSignal) =>
  apiGet<ExamSkillQuestion[]>(stationPaths.skillQuestionsByIds, { examSkillIds, token: token ?? getApiConfig().tokenStore.get() }, { silent: true, signal });

export const stationKeys = {
  all: ['station'] as const,
  screen: (codeAddress: string) => ['station', 'screen', codeAddress] as const,
  skillInfo: (codeAddress: string) => ['station', 'skillInfo', codeAddress] as const,
  device: (codeAddress: string) => ['station', 'device', codeAddress] as const,
  ip: () => ['station', 'ip'] as const,
  skillQuestions: (examSkillIds: string) => ['station', 'skillQuestions', examSkillIds] as const,
};

export const stationQueries = {
  screen: (codeAddress: string) =>
    queryOptions({ queryKey: stationKeys.screen(codeAddress), queryFn: ({ signal }) => getStationScreen(codeAddress, signal) }),
  skillInfo: (codeAddress: string) =>
    queryOptions({ queryKey: stationKeys.skillInfo(codeAddress), queryFn: ({ signal }) => getSkillInfo(codeAddress, signal) }),
  /** A device never changes room during an exam. */
  device: (codeAddress: string) =>
    queryOptions({ queryKey: stationKeys.device(codeAddress), queryFn: ({ signal }) => getDeviceInfo(codeAddress, signal), staleTime: Infinity }),
  ip: () => queryOptions({ queryKey: stationKeys.ip(), queryFn: ({ signal }) => getDeviceIp(signal), staleTime: Infinity }),
  skillQuestions: (examSkillIds: string, token?: string) =>
    queryOptions({
      queryKey: stationKeys.skillQuestions(examSkillIds),
      queryFn: ({ signal }) => getSkillQuestionsByIds(examSkillIds, token, signal),
      staleTime: Infinity,
    }),
};
