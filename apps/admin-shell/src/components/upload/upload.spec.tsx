import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { http, HttpResponse } from 'msw';
import { apiPath, fail, ok, setupMswServer, setupTestApi } from '@medteach/api-client/testing';
import { systemPaths } from '@medteach/contract';
import { FileUpload, type UploadedFile } from './FileUpload';
import { ImageUpload } from './ImageUpload';

const server = setupMswServer();
const api = setupTestApi();
let uploaded: string[] = [];
beforeEach(() => {
  uploaded = [];
  server.use(
    // jsdom's File reaches the node FormData as a plain blob, so the server side counts uploads instead of names.
    http.post(apiPath(systemPaths.upload), async ({ request }) => {
      const n = uploaded.push(request.headers.get('content-type') ?? '');
      return HttpResponse.json(ok({ url: `/file/stored-${n}`, name: `file-${n}`, size: 1 }));
    }),
  );
});

const MB = 1024 * 1024;
const fileOf = (name: string, size = 10, type = 'application/octet-stream') => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

function Images({ initial = [] as string[] }) {
  const [urls, setUrls] = useState(initial);
  return (
    <App>
      <ImageUpload value={urls} onChange={setUrls} />
      <output data-testid="urls">{urls.join(',')}</output>
    </App>
  );
}
function Files() {
  const [files, setFiles] = useState<UploadedFile[]>([]);
  return (
    <App>
      <FileUpload value={files} onChange={setFiles} />
      <output data-testid="files">{files.map((f) => f.url).join(',')}</output>
    </App>
  );
}
const input = (container: HTMLElement) => container.querySelector('input[type=file]') as HTMLInputElement;
const user = () => userEvent.setup({ applyAccept: false });

describe('<ImageUpload> (spec §5)', () => {
  it('uploads png/jpg/jpeg images and keeps their stored paths', async () => {
    const { container } = render(<Images />);
    await user().upload(input(container), [fileOf('a.png', 1000, 'image/png'), fileOf('b.JPG', 2000, 'image/jpeg')]);
    await waitFor(() => expect(screen.getByTestId('urls')).toHaveTextContent('/file/stored-1,/file/stored-2'));
    expect(uploaded).toEqual([expect.stringMatching(/^multipart\/form-data/), expect.stringMatching(/^multipart\/form-data/)]);
  });

  it('refuses other types with 文件格式不正确, 请上传png/jpg/jpeg图片格式文件!', async () => {
    const { container } = render(<Images />);
    await user().upload(input(container), fileOf('scan.gif'));
    expect(await screen.findByText('文件格式不正确, 请上传png/jpg/jpeg图片格式文件!')).toBeInTheDocument();
    expect(uploaded).toEqual([]);
  });

  it('refuses images of 5 MB or more', async () => {
    const { container } = render(<Images />);
    await user().upload(input(container), fileOf('big.png', 5 * MB));
    expect(await screen.findByText('上传头像图片大小不能超过 5 MB!')).toBeInTheDocument();
    expect(uploaded).toEqual([]);
  });

  it('refuses a batch that would pass 5 images, counting those already there', async () => {
    const { container } = render(<Images initial={['/file/1.png', '/file/2.png', '/file/3.png', '/file/4.png']} />);
    await user().upload(input(container), [fileOf('5.png'), fileOf('6.png')]);
    expect(await screen.findByText('上传文件数量不能超过 5 个!')).toBeInTheDocument();
    expect(uploaded).toEqual([]);
  });

  it('shows 上传图片失败，请重试 when the upload fails in transport, and the server msg for a refused one', async () => {
    server.use(http.post(apiPath(systemPaths.upload), () => HttpResponse.error()));
    const { container } = render(<Images />);
    await user().upload(input(container), fileOf('a.png'));
    expect(await screen.findByText('上传图片失败，请重试')).toBeInTheDocument();

    server.use(http.post(apiPath(systemPaths.upload), () => HttpResponse.json(fail(500, '磁盘已满'))));
    await user().upload(input(container), fileOf('b.png'));
    await waitFor(() => expect(api.notifier.calls).toContainEqual(expect.objectContaining({ message: '磁盘已满' })));
    expect(screen.getByTestId('urls')).toHaveTextContent('');
  });
});

it('shows the loading texts while uploading', async () => {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.post(apiPath(systemPaths.upload), async () => {
      await held;
      return HttpResponse.json(ok({ url: '/file/x', name: 'x', size: 1 }));
    }),
  );
  const images = render(<Images />);
  await user().upload(input(images.container), fileOf('a.png'));
  expect(await screen.findByText('正在上传图片，请稍候...')).toBeInTheDocument();
  images.unmount();
  const files = render(<Files />);
  await user().upload(input(files.container), fileOf('a.txt'));
  expect(await screen.findByText('正在上传文件，请稍候...')).toBeInTheDocument();
  release();
  await waitFor(() => expect(screen.getByTestId('files')).toHaveTextContent('/file/x'));
});

describe('<FileUpload> (spec §5)', () => {
  it('uploads doc/xls/ppt/txt/pdf files', async () => {
    const { container } = render(<Files />);
    await user().upload(input(container), fileOf('notes.pdf', 3 * MB));
    await waitFor(() => expect(screen.getByTestId('files')).toHaveTextContent('/file/stored-1'));
    expect(screen.getByText('file-1')).toBeInTheDocument();
  });

  it('refuses other types and files of 5 MB or more with the file messages', async () => {
    const { container } = render(<Files />);
    await user().upload(input(container), fileOf('tool.exe'));
    expect(await screen.findByText('文件格式不正确, 请上传doc/xls/ppt/txt/pdf格式文件!')).toBeInTheDocument();
    await user().upload(input(container), fileOf('huge.pdf', 6 * MB));
    expect(await screen.findByText('上传文件大小不能超过 5 MB!')).toBeInTheDocument();
    expect(uploaded).toEqual([]);
  });
});
