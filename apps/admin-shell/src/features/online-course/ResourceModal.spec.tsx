import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createQueryClient, resetApiConfig, type uploadFile as UploadFile } from '@medteach/api-client';
import { resetApiForTest } from '@medteach/api-client/testing';
import { courseAdminPaths, type UploadResult } from '@medteach/contract';
import { ResourceModal } from './ResourceModal';

// The upload itself is the shared /file/upload path; here it reports progress and finishes when the test says so.
let finishUpload: (result: UploadResult) => void;
let reportProgress: (percent: number) => void;
const uploadFile = vi.fn<typeof UploadFile>();
vi.mock('@medteach/api-client', async (original) => ({ ...(await original<object>()), uploadFile: (...args: Parameters<typeof UploadFile>) => uploadFile(...args) }));

const server = setupServer();
let posted: unknown[];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  posted = [];
  resetApiForTest();
  uploadFile.mockReset();
  uploadFile.mockImplementation((_file, _name, onProgress) => {
    reportProgress = (p) => onProgress?.(p);
    return new Promise((resolve) => (finishUpload = resolve));
  });
  server.use(
    http.post(`*/api${courseAdminPaths.resource}`, async ({ request }) => {
      posted.push(await request.json());
      return HttpResponse.json({ code: 200, msg: '操作成功', data: { onlineCourseResourceId: 20 } });
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  resetApiConfig();
});

function renderModal() {
  const onClose = vi.fn();
  render(
    <ConfigProvider locale={zhCN}>
      <App>
        <QueryClientProvider client={createQueryClient({ retry: false })}>
          <ResourceModal onlineCourseId={7} editing={{}} onClose={onClose} />
        </QueryClientProvider>
      </App>
    </ConfigProvider>,
  );
  return { onClose, user: userEvent.setup({ pointerEventsCheck: 0 }) };
}
const dialog = () => screen.getByRole('dialog');
const okButton = () => within(dialog()).getByText('确 定').closest('button') as HTMLButtonElement;
const fileInput = () => dialog().querySelector('input[type="file"]') as HTMLInputElement;

describe('<ResourceModal> 添加课程资源', () => {
  it('uploads a video with a progress bar, names the resource after the file and saves it with its credits', async () => {
    const { onClose, user } = renderModal();
    const video = new File([new Uint8Array(2048)], '查体示范.mp4', { type: 'video/mp4' });
    fireEvent.change(fileInput(), { target: { files: [video] } });
    await waitFor(() => expect(uploadFile).toHaveBeenCalledWith(video, '查体示范.mp4', expect.any(Function)));
    reportProgress(40);
    expect(await within(dialog()).findByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    finishUpload({ url: '/file/abc.mp4', name: '查体示范.mp4', size: 2048 });
    expect(await within(dialog()).findByText('abc.mp4')).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('资源名称')).toHaveValue('查体示范.mp4');
    fireEvent.change(within(dialog()).getByLabelText('学分'), { target: { value: '3' } });
    await user.click(okButton());
    await waitFor(() => expect(posted).toEqual([{ onlineCourseId: 7, fileName: '查体示范.mp4', fileType: 1, fileUrl: '/file/abc.mp4', creditScore: 3 }]));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('refuses a file of another kind before sending it, and saving without a file', async () => {
    const { user } = renderModal();
    fireEvent.change(fileInput(), { target: { files: [new File(['x'], '讲义.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText(/文件格式不正确/)).toBeInTheDocument();
    expect(uploadFile).not.toHaveBeenCalled();
    await user.click(okButton());
    expect(await within(dialog()).findByText('请上传资源文件')).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('a link takes an http(s) address instead of a file', async () => {
    const { user } = renderModal();
    await user.click(within(dialog()).getByLabelText('资源类型'));
    await user.click(await screen.findByText('外链', { selector: '.ant-select-item-option-content' }));
    const link = await within(dialog()).findByLabelText('外链地址');
    fireEvent.change(link, { target: { value: 'javascript:alert(1)' } });
    fireEvent.change(within(dialog()).getByLabelText('资源名称'), { target: { value: '临床路径' } });
    await user.click(okButton());
    expect(await within(dialog()).findByText('外链地址须以 http:// 或 https:// 开头')).toBeInTheDocument();
    fireEvent.change(link, { target: { value: 'https://example.org/path.html' } });
    await user.click(okButton());
    await waitFor(() => expect(posted).toEqual([expect.objectContaining({ fileType: 5, fileUrl: 'https://example.org/path.html', fileName: '临床路径' })]));
  });
});
