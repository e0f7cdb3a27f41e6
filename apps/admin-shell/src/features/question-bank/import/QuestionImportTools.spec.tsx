import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { download } from '@medteach/api-client';
import { QuestionImportTools } from './QuestionImportTools';

vi.mock('@medteach/api-client', async (actual) => ({ ...(await actual<object>()), download: vi.fn(() => Promise.resolve(true)) }));

function renderTools() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ConfigProvider locale={zhCN}>
        <App>
          <QuestionImportTools filter={{ content: '肺炎', type: 4, hasMedia: true }} />
        </App>
      </ConfigProvider>
    </QueryClientProvider>,
  );
}

it('exports the list as it is filtered, in the template shape', async () => {
  renderTools();
  await userEvent.click(screen.getByRole('button', { name: '导 出' }));
  expect(download).toHaveBeenCalledWith('/exam/question/export', { content: '肺炎', type: 4, hasMedia: true }, expect.stringMatching(/^试题数据_\d+\.xlsx$/));
});

it('opens 试题导入 with the question template and the import of /exam/question', async () => {
  renderTools();
  await userEvent.click(screen.getByRole('button', { name: '导 入' }));
  expect(await screen.findByRole('dialog', { name: '试题导入' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '下载模板' }));
  expect(download).toHaveBeenCalledWith('/exam/question/importTemplate', {}, expect.stringMatching(/^试题导入模板_\d+\.xlsx$/));
});
