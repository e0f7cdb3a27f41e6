import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { http, HttpResponse, delay } from 'msw';
import { apiPath, ok, setupMswServer, setupTestApi } from '@medteach/api-client/testing';
import { systemPaths } from '@medteach/contract';
import { VideoUpload } from './VideoUpload';

const server = setupMswServer();
setupTestApi();
let release: () => void = () => undefined;
beforeEach(() => {
  server.use(
    http.post(apiPath(systemPaths.upload), async () => {
      // Held until the test lets it go, so the progress bar can be seen while the file is on its way.
      await new Promise<void>((resolve) => (release = resolve));
      await delay(1);
      return HttpResponse.json(ok({ url: '/profile/upload/cpr.mp4', name: 'cpr.mp4', size: 10 }));
    }),
  );
});

const TEXT = { pick: '上传视频', replace: '更换视频', remove: '移除视频', tip: (mb: number) => `不超过 ${mb} MB`, uploading: (p: number) => `上传中 ${p}%`, failed: '视频上传失败，请重试' };
const fileOf = (name: string, size = 10) => {
  const f = new File(['x'], name, { type: 'video/mp4' });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

function Field({ initial = '' }) {
  const [url, setUrl] = useState(initial);
  return (
    <App>
      <VideoUpload value={url} onChange={setUrl} text={TEXT} />
      <output data-testid="url">{url}</output>
    </App>
  );
}
const input = (container: HTMLElement) => container.querySelector('input[type=file]') as HTMLInputElement;
const user = () => userEvent.setup({ applyAccept: false });

describe('<VideoUpload>', () => {
  it('shows a progress bar while the video goes up, then the player and the stored path', async () => {
    const { container } = render(<Field />);
    await user().upload(input(container), fileOf('cpr.mp4'));
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent('/profile/upload/cpr.mp4'));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByTestId('video-preview')).toBeInTheDocument();
    expect(screen.getByText('更换视频')).toBeInTheDocument();
  });

  it('refuses other types and 5 MB or more before sending (spec §5 messages)', async () => {
    const { container } = render(<Field />);
    await user().upload(input(container), fileOf('cpr.avi'));
    expect(await screen.findByText('文件格式不正确, 请上传mp4格式文件!')).toBeInTheDocument();
    await user().upload(input(container), fileOf('big.mp4', 5 * 1024 * 1024));
    expect(await screen.findByText('上传文件大小不能超过 5 MB!')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByTestId('url')).toHaveTextContent('');
  });

  it('says so when the upload fails, and removes a video', async () => {
    server.use(http.post(apiPath(systemPaths.upload), () => HttpResponse.error()));
    const { container } = render(<Field initial="/profile/upload/old.mp4" />);
    await user().upload(input(container), fileOf('cpr.mp4'));
    expect(await screen.findByText('视频上传失败，请重试')).toBeInTheDocument();
    expect(screen.getByTestId('url')).toHaveTextContent('/profile/upload/old.mp4');
    await user().click(screen.getByText('移除视频'));
    expect(screen.getByTestId('url')).toHaveTextContent('');
  });
});
