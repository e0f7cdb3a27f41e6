/** Ports of the e2e server: away from `npm start` (8080) so both can run side by side. */
export const DEFAULT_E2E_PORT = 18080;
/**
 * The station display always dials `<page host>:7777` (spec §9), so the e2e server takes 7777 when it is free;
 * when a local `npm start` holds it, the server falls back to this port and the station tests reach that one.
 */
export const STATION_SOCKET_PORT = 7777;
export const FALLBACK_SOCKET_PORT = 17777;
