import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { createTestQueryClient, setupMswServer, setupTestApi, systemHandlers } from '@medteach/api-client/testing';
import type { ConfigBody, SysConfig } from '@medteach/contract';
import type { CrudEditor } from '../../shared/crud/useCrudEditing';
import { ConfigForm } from './ConfigForm';

setupMswServer(...systemHandlers());
setupTestApi();

const SECRET: SysConfig = {
  configId: 9,
  configName: '微信AppSecret',
  configKey: 'wechat.appSecret',
  configValue: '',
  configType: 'N',
  remark: '',
  createTime: '2026-01-01 00:00:00',
  secret: true,
  valueSet: true,
};

function renderForm(editing: Partial<SysConfig>) {
  const saved: ConfigBody[] = [];
  const editor: CrudEditor<SysConfig, ConfigBody> = { editing, close: () => undefined, saving: false, save: (b) => saved.push(b) };
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <App>
        <ConfigForm editor={editor} />
      </App>
    </QueryClientProvider>,
  );
  return saved;
}

describe('ConfigForm with a secret (issue 14 row 6: write-only)', () => {
  it('shows whether the secret is set, never a value, and saves a blank value to keep it', async () => {
    const saved = renderForm(SECRET);
    const input = await screen.findByPlaceholderText('密钥只能修改不能查看；留空则保持原值');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveValue('');
    expect(screen.getByText('已设置')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(saved).toEqual([expect.objectContaining({ configId: 9, configKey: 'wechat.appSecret', configValue: '' })]));
  });

  it('keeps the plain field and its required rule for ordinary configs', async () => {
    const saved = renderForm({ ...SECRET, configKey: 'demo.flag', secret: false, valueSet: undefined, configValue: '' });
    await userEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('参数键值不能为空')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
