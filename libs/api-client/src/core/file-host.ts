/**
 * File URL resolution (spec §9): the server stores paths; where they are served from depends on the deployment.
 * - absolute URLs (http:, https:, blob:, protocol-relative, data: images / audio / video) are returned unchanged;
 *   any other scheme (javascript:, vbscript:, data:text/html …) resolves to '' — nothing is shown, nothing runs;
 * - private deployment → same origin + `/file/<path>` (api-server serves uploads there);
 * - inside the native app with host type 100–103 → that type's test file host (configured per type);
 * - otherwise → the production file host.
 * Configure with `configureApi({ fileHost: {...} })`; after reading the app parameters from the bridge, call
 * `setFileHostType(params.hostType)`.
 */
import { configureApi, getApiConfig } from './config';

/** Spec §9: native host types 100 to 103 are test hosts. */
export const TEST_HOST_TYPES = [100, 101, 102, 103] as const;
const FILE_PREFIX = '/file/';

const isAbsolute = (path: string) => /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(path);
/** Absolute addresses a file may have; a stored path with any other scheme is hostile or broken (issue 9 XSS). */
const SAFE_ABSOLUTE = /^(?:https?:|blob:|\/\/|data:(?:image|audio|video)\/)/i;
const join = (host: string, path: string) => `${host.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;

export function setFileHostType(hostType: number | string | null | undefined): void {
  const n = hostType === null || hostType === undefined || hostType === '' ? null : Number(hostType);
  configureApi({ fileHost: { hostType: Number.isFinite(n) ? n : null } });
}

/** The host files come from right now ('' = same origin). */
export function currentFileHost(): string {
  const { fileHost } = getApiConfig();
  if (fileHost.privateDeployment) return typeof location === 'undefined' ? '' : location.origin;
  const type = fileHost.hostType;
  if (type !== null && (TEST_HOST_TYPES as readonly number[]).includes(type)) {
    return fileHost.testHosts[type] ?? fileHost.productionHost;
  }
  return fileHost.productionHost;
}

export function resolveFileUrl(path: string | null | undefined): string {
  if (!path) return '';
  // Browsers drop tabs and line breaks anywhere in a URL and control characters or spaces before it
  // ("java\tscript:", " javascript:"): the check sees the address the browser would.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is being removed
  const trimmed = path.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
  if (isAbsolute(trimmed)) return SAFE_ABSOLUTE.test(trimmed) ? trimmed : '';
  const { fileHost } = getApiConfig();
  if (fileHost.privateDeployment) {
    const rel = trimmed.startsWith(FILE_PREFIX) ? trimmed : join(FILE_PREFIX, trimmed);
    return join(currentFileHost(), rel);
  }
  const host = currentFileHost();
  return host ? join(host, trimmed) : trimmed;
}
