import { http as mswHttp, HttpResponse } from 'msw';
import { authPaths } from '@medteach/contract';
import { apiPath, authHandlers, buildTokenGrant, buildUserInfo, createTestQueryClient, ok, setupMswServer, setupTestApi } from '../testing';
import { authKeys, authMutations, authQueries, getInfo, login, logout, platformLogin, register, sendSmsCode, updatePassword } from './session';

const server = setupMswServer(...authHandlers({ grant: buildTokenGrant({ access_token: 'tok-1' }) }));
const api = setupTestApi();

/** Records the JSON body and Authorization of the next call to `path`. */
function spyOn(method: 'post' | 'delete', path: string, reply: unknown = ok(buildTokenGrant({ access_token: 'tok-2' }))) {
  const seen: { body?: unknown; auth?: string | null } = {};
  server.use(
    mswHttp[method](apiPath(path), async ({ request }) => {
      seen.auth = request.headers.get('Authorization');
      seen.body = method === 'post' ? await request.json().catch(() => null) : null;
      return HttpResponse.json(reply as object);
    }),
  );
  return seen;
}

describe('logins', () => {
  it('login trims the username, sends no token, stores the granted token', async () => {
    api.tokenStore.set('old');
    const seen = spyOn('post', authPaths.login);
    await login({ username: '  student01 ', password: ' 123456' });
    expect(seen.body).toEqual({ username: 'student01', password: ' 123456' });
    expect(seen.auth).toBeNull();
    expect(api.tokenStore.get()).toBe('tok-2');
  });
  it('a failed login rejects and keeps the old token', async () => {
    api.tokenStore.set('old');
    await expect(login({ username: 'student01', password: 'bad' })).rejects.toMatchObject({ kind: 'business' });
    expect(api.notifier.messages('error')).toEqual(['用户不存在/密码错误']);
    expect(api.tokenStore.get()).toBe('old');
  });
  it('register trims the phone and platform login sends no token; the sms code request is not a login and does (spec §6)', async () => {
    api.tokenStore.set('old');
    const reg = spyOn('post', authPaths.register);
    await register({ phone: ' 13800000001 ', code: '1234' });
    expect(reg.body).toEqual({ phone: '13800000001', code: '1234' });
    const sms = spyOn('post', authPaths.smsCode, ok());
    await sendSmsCode({ phone: '13800000001 ' });
    expect(reg.auth).toBeNull();
    expect(sms).toEqual({ body: { phone: '13800000001' }, auth: 'Bearer tok-2' }); // register stored tok-2
    const withCaptcha = spyOn('post', authPaths.smsCode, ok());
    await sendSmsCode({ phone: '13800000001', uuid: 'u-1', captchaCode: '7' });
    expect(withCaptcha.body).toEqual({ phone: '13800000001', uuid: 'u-1', captchaCode: '7' });
    const platform = spyOn('post', authPaths.platformLogin);
    await platformLogin({ data: { platformId: 'p', platformType: 1, personId: 'u1' } });
    expect(platform.auth).toBeNull();
    expect(api.tokenStore.get()).toBe('tok-2');
  });
  it('empty granted roles become ROLE_DEFAULT', async () => {
    spyOn('post', authPaths.login, ok(buildTokenGrant({ roles: [] })));
    expect((await login({ username: 'a', password: 'b' })).roles).toEqual(['ROLE_DEFAULT']);
  });
});

describe('getInfo', () => {
  it('sends the bearer token and defaults empty roles to ROLE_DEFAULT', async () => {
    server.use(mswHttp.get(apiPath(authPaths.getInfo), () => HttpResponse.json(ok(buildUserInfo({ roles: [] })))));
    api.tokenStore.set('tok');
    expect((await getInfo()).roles).toEqual(['ROLE_DEFAULT']);
  });
  it('authQueries.info() caches under the auth key', async () => {
    api.tokenStore.set('tok');
    const client = createTestQueryClient();
    const info = await client.fetchQuery(authQueries.info());
    expect(info.user.userName).toBe('student01');
    expect(client.getQueryData(authKeys.info())).toEqual(info);
  });
  it('without a token the server 401 opens the session dialog', async () => {
    await expect(getInfo()).rejects.toMatchObject({ kind: 'session' });
    expect(api.notifier.messages('confirm401')).toHaveLength(1);
  });
});

describe('logout', () => {
  it('calls the server and clears the token', async () => {
    api.tokenStore.set('tok');
    const seen = spyOn('delete', authPaths.logout, ok());
    await logout();
    expect(seen.auth).toBe('Bearer tok');
    expect(api.tokenStore.get()).toBeUndefined();
  });
  it('clears the token even when the server call fails, silently', async () => {
    api.tokenStore.set('tok');
    server.use(mswHttp.delete(apiPath(authPaths.logout), () => HttpResponse.json({ code: 500, msg: 'x' })));
    await expect(logout()).rejects.toBeTruthy();
    expect(api.tokenStore.get()).toBeUndefined();
    expect(api.notifier.calls).toEqual([]);
  });
  it('mutations name the auth keys they invalidate', () => {
    expect(authMutations.login().meta?.invalidates).toEqual([authKeys.all]);
    // Logout refetches nothing: the profile still on screen would be asked for without a token (401 → 登录超时).
    expect(authMutations.logout().meta?.invalidates).toEqual([]);
  });
});

describe('updatePassword (修改密码: the console dialog and the learner page share it)', () => {
  const refuse = () =>
    server.use(mswHttp.put(apiPath(authPaths.updatePwd), () => HttpResponse.json({ code: 500, msg: '修改密码失败，旧密码错误' })));
  it('PUTs the old and new password with the token, and keeps the token (the server keeps this session)', async () => {
    api.tokenStore.set('tok');
    const seen: { body?: unknown; auth?: string | null } = {};
    server.use(
      mswHttp.put(apiPath(authPaths.updatePwd), async ({ request }) => {
        seen.auth = request.headers.get('Authorization');
        seen.body = await request.json();
        return HttpResponse.json(ok());
      }),
    );
    await updatePassword({ oldPassword: '123456', newPassword: 'abcdef' });
    expect(seen).toEqual({ auth: 'Bearer tok', body: { oldPassword: '123456', newPassword: 'abcdef' } });
    expect(api.tokenStore.get()).toBe('tok');
  });
  it('a refusal is shown by the request layer, or not at all when silent (the form shows it)', async () => {
    api.tokenStore.set('tok');
    refuse();
    await expect(updatePassword({ oldPassword: 'x', newPassword: 'abcdef' })).rejects.toMatchObject({ kind: 'business', message: '修改密码失败，旧密码错误' });
    expect(api.notifier.messages('error')).toEqual(['修改密码失败，旧密码错误']);
    await expect(updatePassword({ oldPassword: 'y', newPassword: 'abcdef' }, { silent: true })).rejects.toMatchObject({ kind: 'business' });
    expect(api.notifier.messages('error')).toHaveLength(1);
  });
  it('invalidates nothing; silent also keeps the query client quiet', () => {
    expect(authMutations.updatePassword().meta).toEqual({ invalidates: [], silent: false });
    expect(authMutations.updatePassword({ silent: true }).meta).toEqual({ invalidates: [], silent: true });
  });
});
