import { DEVICE_KEY_PARAM } from '@medteach/contract';

/** Where `npm start` serves the station display app (the README's apps table): same origin as the console. */
export const STATION_DISPLAY_PATH = '/station/';

/**
 * The URL a display opens to pair with its device (issue 14 rows 4-5): wall screens show the call board (/wait),
 * room screens the skills paper (/paper); both with the spec's `codeAddress` and the issued `deviceKey`.
 */
export function pairingLink(origin: string, display: { codeAddress: string; roomId: number | null }, deviceKey: string): string {
  const screen = display.roomId === null ? 'wait' : 'paper';
  const query = new URLSearchParams({ codeAddress: display.codeAddress, [DEVICE_KEY_PARAM]: deviceKey });
  return `${origin}${STATION_DISPLAY_PATH}#/${screen}?${query}`;
}
