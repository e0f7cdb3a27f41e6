import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Toast } from 'antd-mobile';
import { apiPath, fail, ok, setupMswServer, setupTestApi } from '@medteach/api-client/testing';
import { at, renderRoutes } from '@medteach/mobile-shell/testing';
import { authPaths, type UpdatePwdBody } from '@medteach/contract';
import PasswordPage from './PasswordPage';

/** The server's answers (password-routes.ts): the current password is 123456. */
const sent: UpdatePwdBody[] = [];
const server = setupMswServer(
  http.put(apiPath(authPaths.updatePwd), async ({ request }) => {
    const body = (await request.json()) as UpdatePwdBody;
    sent.push(body);
    return HttpResponse.json(body.oldPassword === '123456' ? ok() : fail(500, '修改密码失败，旧密码错误'));
  }),
);
const api = setupTestApi();
beforeEach(() => {
  sent.length = 0;
  api.tokenStore.set('student-token');
});
afterEach(() => Toast.clear());

const renderAt = () =>
  renderRoutes(
    [
      { path: '/home', element: <p>me tab</p> },
      { path: '/password', element: <PasswordPage /> },
    ],
    '/home?tab=me',
    '/password',
  );
const fill = async (user: ReturnType<typeof userEvent.setup>, old: string, next: string, again: string) => {
  await user.type(await screen.findByLabelText('旧密码'), old);
  await user.type(screen.getByLabelText('新密码'), next);
  await user.type(screen.getByLabelText('确认新密码'), again);
};
const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: '确认修改' }));

describe('修改密码 (issue 18, 我的)', () => {
  it('refuses empty fields, a short new password, the old one again and a mismatch without asking the server', async () => {
    const user = userEvent.setup();
    renderAt();
    expect(await screen.findByRole('heading', { name: '修改密码' })).toBeInTheDocument();
    await submit(user);
    expect(await screen.findByText('请输入旧密码')).toBeInTheDocument();
    expect(screen.getByText('请输入新密码')).toBeInTheDocument();
    expect(screen.getByText('请再次输入新密码', { selector: '.adm-form-item-feedback-error' })).toBeInTheDocument();

    await fill(user, 'oldpass1', '1234567', '1234567');
    await submit(user);
    expect(await screen.findByText('用户密码长度必须在8到20个字符之间')).toBeInTheDocument();
    expect(screen.getByLabelText('新密码')).toHaveAttribute('placeholder', '8~20 个字符');

    await user.clear(screen.getByLabelText('新密码'));
    await user.type(screen.getByLabelText('新密码'), 'oldpass1');
    await submit(user);
    expect(await screen.findByText('新密码不能与旧密码相同')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('新密码'));
    await user.type(screen.getByLabelText('新密码'), 'abcdefgh');
    await submit(user);
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('a wrong old password shows under 旧密码 (no toast over the form) and keeps what was typed', async () => {
    const user = userEvent.setup();
    const router = renderAt();
    await fill(user, 'wrong1', 'abcdefgh', 'abcdefgh');
    await submit(user);
    expect(await screen.findByText('修改密码失败，旧密码错误')).toBeInTheDocument();
    expect(sent).toEqual([{ oldPassword: 'wrong1', newPassword: 'abcdefgh' }]);
    expect(api.notifier.messages()).toEqual([]);
    expect(screen.getByLabelText('旧密码')).toHaveValue('wrong1');
    expect(screen.getByLabelText('新密码')).toHaveValue('abcdefgh');
    expect(screen.getByLabelText('确认新密码')).toHaveValue('abcdefgh');
    expect(at(router)).toBe('/password');

    // Corrected, the same form goes through (the refusal clears as the field changes).
    await user.clear(screen.getByLabelText('旧密码'));
    await user.type(screen.getByLabelText('旧密码'), '123456');
    expect(screen.queryByText('修改密码失败，旧密码错误')).toBeNull();
    await submit(user);
    expect(await screen.findByText('me tab')).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ oldPassword: '123456', newPassword: 'abcdefgh' });
  });

  it('success: 修改成功, back to 我的, still signed in (the server keeps this session)', async () => {
    const user = userEvent.setup();
    const router = renderAt();
    await fill(user, '123456', 'newpass1', 'newpass1');
    await submit(user);
    expect(await screen.findByText('me tab')).toBeInTheDocument();
    expect(at(router)).toBe('/home?tab=me');
    // The real toast, over the page gone back to (antd-mobile's imperative Toast renders only once React 19's renderer is set).
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(sent).toEqual([{ oldPassword: '123456', newPassword: 'newpass1' }]);
    expect(api.tokenStore.get()).toBe('student-token');
  });

  it('no network: said once, the form stays as typed', async () => {
    server.use(http.put(apiPath(authPaths.updatePwd), () => HttpResponse.error()));
    const user = userEvent.setup();
    const router = renderAt();
    await fill(user, '123456', 'abcdefgh', 'abcdefgh');
    await submit(user);
    await vi.waitFor(() => expect(api.notifier.messages('error')).toHaveLength(1));
    expect(screen.getByLabelText('旧密码')).toHaveValue('123456');
    expect(at(router)).toBe('/password');
  });
});
