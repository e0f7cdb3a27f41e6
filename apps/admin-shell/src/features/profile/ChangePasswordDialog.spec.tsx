import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createQueryClient, resetApiConfig } from '@medteach/api-client';
import { resetApiForTest, type RecordingNotifier } from '@medteach/api-client/testing';
import { authPaths } from '@medteach/contract';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { profileText as text } from './messages';

const server = setupServer();
const sent: unknown[] = [];
let notifier: RecordingNotifier;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  sent.length = 0;
  notifier = resetApiForTest().notifier;
  server.use(
    http.put(`*/api${authPaths.updatePwd}`, async ({ request }) => {
      const body = (await request.json()) as { oldPassword: string };
      sent.push(body);
      return HttpResponse.json(body.oldPassword === '123456' ? { code: 200, msg: '操作成功' } : { code: 500, msg: '修改密码失败，旧密码错误' });
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  resetApiConfig();
});

function renderDialog() {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <App>
        <ChangePasswordDialog open onClose={onClose} />
      </App>
    </QueryClientProvider>,
  );
  return onClose;
}

async function fill(oldPassword: string, newPassword: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(text.oldPassword), oldPassword);
  await user.type(screen.getByLabelText(text.newPassword), newPassword);
  await user.type(screen.getByLabelText(text.confirmPassword), confirm);
  // antd spaces out two-character Chinese button labels (保 存).
  await user.click(screen.getByRole('button', { name: new RegExp(`^${[...text.save].join('\\s*')}$`) }));
}

describe('修改密码 dialog', () => {
  it('checks the new password’s length before sending anything', async () => {
    renderDialog();
    await fill('123456', 'abc', 'abc');
    expect(await screen.findByText(text.newPasswordLength)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('checks that the two new passwords match before sending anything', async () => {
    renderDialog();
    await fill('123456', 'n3w-pass1', 'n3w-pass2');
    expect(await screen.findByText(text.mismatch)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('sends the old and new password and closes on success', async () => {
    const onClose = renderDialog();
    await fill('123456', 'n3w-pass', 'n3w-pass');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ oldPassword: '123456', newPassword: 'n3w-pass' }]);
    expect(await screen.findByText(text.saved)).toBeInTheDocument();
  });

  it('stays open with the server message for a wrong old password', async () => {
    const onClose = renderDialog();
    await fill('wrong-1', 'n3w-pass', 'n3w-pass');
    await waitFor(() => expect(notifier.messages('error')).toEqual(['修改密码失败，旧密码错误']));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText(text.oldPassword)).toHaveValue('wrong-1');
  });
});
