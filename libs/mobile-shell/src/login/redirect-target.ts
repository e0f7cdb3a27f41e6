/**
 * Where to go after logging in: the `redirect` query when it is an in-app path, else home. Anything else
 * (absolute URLs, protocol-relative `//host`) is ignored so a crafted link cannot send the user elsewhere.
 */
export function redirectTarget(redirect: string | null, home = '/'): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//')) return home;
  return redirect;
}
