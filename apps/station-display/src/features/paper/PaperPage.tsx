import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { stationKeys, stationQueries } from '@medteach/api-client';
import { STATION_CHANGED_EVENT, STATION_EVENTS, STATION_START_RELOAD_DELAY_MS, STATION_REFRESH_MS, type StationScreen } from '@medteach/contract';
import { StationSocketProvider, useRefetchOnReconnect, useStationEvents, type StationSocket } from '@medteach/exam-socket';
import { appConfig } from '../../config';
import { applyStationEvent } from '../../shared/call-board';
import { paperMessages as m } from './messages';
import { RoomWaiting } from './RoomWaiting';
import { SkillPaper } from './SkillPaper';
import { useCountdown } from './use-countdown';
import styles from './paper.module.css';

/**
 * `/paper` — the skills-exam room screen. With `examSkillIds` (and `time`, seconds; `token`) it shows those
 * questions and counts down from `time`; with `codeAddress` it is the real-time room screen driven by the socket.
 */
export default function PaperPage({ socket }: { socket?: StationSocket }) {
  const [params] = useSearchParams();
  const examSkillIds = params.get('examSkillIds')?.trim();
  const codeAddress = params.get('codeAddress')?.trim();
  if (examSkillIds) {
    return <PaperByIds examSkillIds={examSkillIds} time={Number(params.get('time')) || 0} token={params.get('token') ?? undefined} />;
  }
  if (codeAddress) {
    return (
      <StationSocketProvider codeAddress={codeAddress} url={appConfig.socketUrl} socket={socket}>
        <RoomPaper codeAddress={codeAddress} />
      </StationSocketProvider>
    );
  }
  return <p className={styles.notice}>{m.missingParams}</p>;
}

function PaperByIds({ examSkillIds, time, token }: { examSkillIds: string; time: number; token?: string }) {
  const { data, isError } = useQuery(stationQueries.skillQuestions(examSkillIds, token));
  const left = useCountdown(time, examSkillIds);
  if (isError) return <p className={styles.notice}>{m.loadFailed}</p>;
  return <SkillPaper questions={data ?? []} secondsLeft={left} />;
}

/**
 * Real-time room mode (spec §4): on start_004 for this device's room, reload the skill info after 3 s. Between
 * examinees the screen shows the room, the station and who is called to it (the station's screen snapshot, kept
 * current by the same events as the wall board).
 */
function RoomPaper({ codeAddress }: { codeAddress: string }) {
  const queryClient = useQueryClient();
  const key = stationKeys.skillInfo(codeAddress);
  const screenKey = stationKeys.screen(codeAddress);
  const info = useQuery(stationQueries.skillInfo(codeAddress));
  const device = useQuery(stationQueries.device(codeAddress));
  const screen = useQuery({ ...stationQueries.screen(codeAddress), refetchInterval: STATION_REFRESH_MS });
  useRefetchOnReconnect(key);
  useRefetchOnReconnect(screenKey);

  const reloadTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(reloadTimer.current), []);
  useStationEvents((event, items) => {
    queryClient.setQueryData<StationScreen>(screenKey, (s) => (s ? applyStationEvent(s, event, items) : s));
    if (event === STATION_EVENTS.end) void queryClient.invalidateQueries({ queryKey: screenKey });
    // The console changed the station (its rooms, examinees or exam): read both again.
    if (event === STATION_CHANGED_EVENT) {
      void queryClient.invalidateQueries({ queryKey: screenKey });
      void queryClient.invalidateQueries({ queryKey: key });
    }
    const roomId = device.data?.roomId;
    if (roomId == null || !items.some((i) => i.roomId === roomId)) return;
    if (event === STATION_EVENTS.start) {
      clearTimeout(reloadTimer.current);
      reloadTimer.current = setTimeout(() => void queryClient.invalidateQueries({ queryKey: key }), STATION_START_RELOAD_DELAY_MS);
    }
    if (event === STATION_EVENTS.end) void queryClient.invalidateQueries({ queryKey: key });
  });

  // Counts down from the server's lastTime; every reload restarts from the fresh value.
  const left = useCountdown(info.data?.lastTime ?? 0, info.dataUpdatedAt);
  const questions = info.data?.examSkillQuestionDTOs ?? [];
  if (info.isError) return <p className={styles.notice}>{m.loadFailed}</p>;
  if (info.isPending || questions.length === 0) return <RoomWaiting device={device.data} screen={screen.data} loading={info.isPending} />;
  return <SkillPaper questions={questions} secondsLeft={left} />;
}
