/**
 * Session calls of spec §7 "Auth and system": fetchers, the `authQueries` key factory and `authMutations`.
 * Login, register and platform login go without a token (`isToken: false`, spec §6: the only such calls) and save
 * the granted token in the configured token store (its lifetime is remembered for token-refresh.ts); logout always
 * clears it, even when the server call fails.
 *
 *   const { data: info } = useQuery(authQueries.info());            // info.roles never empty (ROLE_DEFAULT)
 *   const login = useMutation(authMutations.login());                 // username is trimmed
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import {
  authPaths,
  Role,
  type CaptchaImage,
  type LoginBody,
  type PlatformLoginBody,
  type RegisterBody,
  type SmsCodeBody,
  type TokenGrant,
  type UpdatePwdBody,
  type UserInfo,
} from '@medteach/contract';
import { getApiConfig } from '../core/config';
import { apiDelete, apiGet, apiPost, apiPut, apiRaw } from '../core/http';
import { rememberTokenLifetime } from './token-lifetime';

/** Spec §6: an empty role list becomes ROLE_DEFAULT. */
export const withDefaultRole = (roles: readonly string[] | null | undefined): string[] =>
  roles && roles.length ? [...roles] : [Role.DEFAULT];

const keep = (grant: TokenGrant): TokenGrant => {
  getApiConfig().tokenStore.set(grant.access_token);
  rememberTokenLifetime(grant.access_token, grant.expires_in);
  return { ...grant, roles: withDefaultRole(grant.roles) };
};
const noToken = { isToken: false, repeatSubmit: false } as const;

export async function login(body: LoginBody): Promise<TokenGrant> {
  return keep(await apiPost<TokenGrant>(authPaths.login, { ...body, username: body.username.trim() }, noToken));
}
/**
 * Asks for an SMS code (in demo mode the server returns it; see docs/deploying.md). The captcha's answer and uuid go along
 * when `GET /captchaImage` shows one: the server asks for it once an address has asked for many codes.
 */
export function sendSmsCode(body: SmsCodeBody): Promise<unknown> {
  return apiPost(authPaths.smsCode, { ...body, phone: body.phone.trim() });
}
export async function register(body: RegisterBody): Promise<TokenGrant> {
  return keep(await apiPost<TokenGrant>(authPaths.register, { phone: body.phone.trim(), code: body.code.trim() }, noToken));
}
export async function platformLogin(body: PlatformLoginBody): Promise<TokenGrant> {
  return keep(await apiPost<TokenGrant>(authPaths.platformLogin, body, noToken));
}
/** Swaps the current token for a new one (token-refresh.ts calls it before expiry); silent: nothing to tell the user. */
export async function refreshToken(): Promise<TokenGrant> {
  return keep(await apiPost<TokenGrant>(authPaths.refresh, undefined, { repeatSubmit: false, silent: true }));
}
export async function logout(): Promise<void> {
  try {
    await apiDelete(authPaths.logout, undefined, { silent: true });
  } finally {
    getApiConfig().tokenStore.remove();
  }
}
/**
 * The signed-in user's own password (RuoYi `PUT /system/user/profile/updatePwd`). The server ends the account's
 * other sessions and keeps this one: the token stays. `silent`: refusals (旧密码错误) reject without a message, for
 * forms that show them beside the field.
 */
export function updatePassword(body: UpdatePwdBody, { silent = false }: { silent?: boolean } = {}): Promise<void> {
  return apiPut<void>(authPaths.updatePwd, body, silent ? { silent } : undefined);
}
export async function getInfo(signal?: AbortSignal): Promise<UserInfo> {
  const info = await apiGet<UserInfo>(authPaths.getInfo, undefined, { signal });
  return { ...info, roles: withDefaultRole(info.roles) };
}

/** RuoYi's login captcha (`sys.account.captchaEnabled`): its fields sit beside code and msg; a picture only when on. */
export async function getCaptcha(signal?: AbortSignal): Promise<CaptchaImage> {
  const { captchaEnabled, uuid, img } = await apiRaw<CaptchaImage>({ url: authPaths.captchaImage, method: 'get', signal, meta: { isToken: false, silent: true } });
  return { captchaEnabled: captchaEnabled === true, uuid, img };
}

export const authKeys = {
  all: ['auth'] as const,
  info: () => [...authKeys.all, 'info'] as const,
  captcha: () => [...authKeys.all, 'captcha'] as const,
};

export const authQueries = {
  info: () => queryOptions({ queryKey: authKeys.info(), queryFn: ({ signal }) => getInfo(signal) }),
  // Each challenge is used once: never served from the cache.
  captcha: () => queryOptions({ queryKey: authKeys.captcha(), queryFn: ({ signal }) => getCaptcha(signal), staleTime: 0, gcTime: 0 }),
};

/** Each login replaces the session, so everything cached under `auth` is stale afterwards. */
export const authMutations = {
  login: () => mutationOptions({ mutationFn: login, meta: { invalidates: [authKeys.all] } }),
  sendSmsCode: () => mutationOptions({ mutationFn: sendSmsCode }),
  register: () => mutationOptions({ mutationFn: register, meta: { invalidates: [authKeys.all] } }),
  platformLogin: () => mutationOptions({ mutationFn: platformLogin, meta: { invalidates: [authKeys.all] } }),
  refresh: () => mutationOptions({ mutationFn: refreshToken }),
  // Nothing refetched: with the token gone, a refetch of the profile still on screen would be refused (401 → 登录超时
  // over the login page the app is going to). The next login marks every auth query stale (its invalidates).
  logout: () => mutationOptions({ mutationFn: logout, meta: { invalidates: [] } }),
  // Nothing cached changes (the session stays). `silent`: the caller shows every failure itself.
  updatePassword: ({ silent = false }: { silent?: boolean } = {}) =>
    mutationOptions({ mutationFn: (body: UpdatePwdBody) => updatePassword(body, { silent }), meta: { invalidates: [], silent } }),
};
