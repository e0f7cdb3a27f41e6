/**
 * Display pairing (issue 14 rows 4-5): a wall or room screen is paired with its device by the key the call console
 * issued (the display URL carries it as `deviceKey`). Once set, every API call of the app sends it as
 * `X-Device-Key`; the socket sends it in its handshake (exam-socket `pairStationSocket`).
 *
 *   pairDisplayDevice(new URLSearchParams(hashQuery).get(DEVICE_KEY_PARAM));
 */
import { DEVICE_KEY_HEADER } from '@medteach/contract';
import { http } from '../core/http';

export function pairDisplayDevice(deviceKey: string | null | undefined): void {
  if (deviceKey) http.defaults.headers.common[DEVICE_KEY_HEADER] = deviceKey;
  else delete http.defaults.headers.common[DEVICE_KEY_HEADER];
}
