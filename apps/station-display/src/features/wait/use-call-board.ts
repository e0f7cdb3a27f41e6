import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { stationKeys, stationQueries } from '@medteach/api-client';
import { STATION_CHANGED_EVENT, STATION_EVENTS, type StationScreen } from '@medteach/contract';
import { useRefetchOnReconnect, useStationEvents } from '@medteach/exam-socket';
import { applyStationEvent, isCallEvent, roomNameOf } from '../../shared/call-board';
import { POPUP_CALLING, POPUP_WAITING, STATION_CALL_POPUP_MS, STATION_REFRESH_MS, type PopUp } from './constants';

/**
 * The board's state: the screen snapshot in React Query (refetched every 600000 ms, after every reconnect, on end_007
 * and on station_changed, which the server sends once a console write to the station's examinees, rooms or exam has
 * committed; call, recall, start and pass edit the cached snapshot), and popUp, which shows the call list for 30 s
 * after a call.
 */
export function useCallBoard(codeAddress: string, onCall?: (realName: string, roomName: string) => void) {
  const queryClient = useQueryClient();
  const key = stationKeys.screen(codeAddress);
  const query = useQuery({ ...stationQueries.screen(codeAddress), refetchInterval: STATION_REFRESH_MS });
  useRefetchOnReconnect(key);

  const [popUp, setPopUp] = useState<PopUp>(POPUP_WAITING);
  const popupTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(popupTimer.current), []);

  useStationEvents((event, items) => {
    const screen = queryClient.setQueryData<StationScreen>(key, (s) => (s ? applyStationEvent(s, event, items) : s));
    if (isCallEvent(event)) {
      // Every call restarts the 30 s window.
      clearTimeout(popupTimer.current);
      setPopUp(POPUP_CALLING);
      popupTimer.current = setTimeout(() => setPopUp(POPUP_WAITING), STATION_CALL_POPUP_MS);
      items.forEach((i) => onCall?.(i.realName, roomNameOf(screen, i.roomId)));
    }
    // end_007 refreshes (spec §4), and so does a change made in the console; a start is applied to the cached snapshot above.
    if (event === STATION_EVENTS.end || event === STATION_CHANGED_EVENT) void queryClient.invalidateQueries({ queryKey: key });
  });

  return { ...query, popUp };
}
