import { Agent, request } from 'node:http';

/**
 * Request targets that name a route without spelling its path plainly: percent-encoded letters (either hex case),
 * other letter case, doubled slashes, dot segments, `;` parameters, encoded slashes and absolute-form targets. A router
 * that decodes or normalises one of them reaches the route; the access gate must then decide exactly as for the plain
 * path (nothing admitted that the plain path refuses).
 */
export interface TargetShape {
  name: string;
  /** The raw request target for `path` (e.g. `/api/system/user/list`) on a server at `host`. */
  target(path: string, host: string): string;
}

const hex = (ch: string, upper: boolean) => {
  const code = ch.charCodeAt(0).toString(16);
  return `%${upper ? code.toUpperCase() : code}`;
};
/** Every letter percent-encoded: `/%61%70%69/…`. */
const encodeLetters = (path: string, upper: boolean) => path.replace(/[A-Za-z]/g, (ch) => hex(ch, upper));
/** The first segment (`api`) with its first or last letter encoded (unchanged when that is no letter). */
const encodePrefixLetter = (path: string, index: number) => {
  const [, first, rest] = /^\/([^/]*)(.*)$/s.exec(path) ?? ['', '', path];
  const at = index < 0 ? first.length + index : index;
  if (!/[A-Za-z]/.test(first[at] ?? '')) return path;
  return `/${first.slice(0, at)}${hex(first[at], false)}${first.slice(at + 1)}${rest}`;
};

export const TARGET_SHAPES: readonly TargetShape[] = [
  { name: 'encoded first letter (/%61pi)', target: (p) => encodePrefixLetter(p, 0) },
  { name: 'encoded last letter (/ap%69)', target: (p) => encodePrefixLetter(p, -1) },
  { name: 'every letter encoded, lower-case hex', target: (p) => encodeLetters(p, false) },
  { name: 'every letter encoded, upper-case hex', target: (p) => encodeLetters(p, true) },
  { name: 'upper-case prefix (/API)', target: (p) => p.replace(/^\/api/, '/API') },
  { name: 'mixed-case prefix (/Api)', target: (p) => p.replace(/^\/api/, '/Api') },
  { name: 'leading double slash', target: (p) => `/${p}` },
  { name: 'double slash after the prefix', target: (p) => p.replace(/^\/api\//, '/api//') },
  { name: 'dot segment before the prefix', target: (p) => `/x/..${p}` },
  { name: 'single-dot segment', target: (p) => p.replace(/^\/api\//, '/api/./') },
  { name: 'encoded dot segment', target: (p) => `/x/%2e%2e${p}` },
  { name: '; parameter on the prefix', target: (p) => p.replace(/^\/api/, '/api;x=1') },
  { name: '; parameter at the end', target: (p) => `${p};jsessionid=1` },
  { name: 'encoded slashes', target: (p) => p.replace(/^\/api\//, '/api%2F') },
  { name: 'absolute-form', target: (p, host) => `http://${host}${p}` },
  { name: 'absolute-form with an encoded prefix', target: (p, host) => `http://${host}${encodePrefixLetter(p, 0)}` },
];

export interface RawAnswer {
  status: number;
  body: string;
}

/**
 * Sends `target` exactly as written (Node's client passes the request target through; app.inject would parse and
 * normalise it first, which is the very thing under test).
 */
export function rawRequest(agent: Agent, port: number, method: string, target: string, headers: Record<string, string> = {}, body?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      { agent, host: '127.0.0.1', port, method, path: target, headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
