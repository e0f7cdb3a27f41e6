import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { homeworkPaths, systemPaths } from '@medteach/contract';
import { apiPath, fail, ok, setupMswServer, setupTestApi } from '@medteach/api-client/testing';
import { renderPage } from '../../shared/testing/render-page';
import { HandInFileList } from './HandInFileList';
import { HomeworkHandIn } from './HomeworkHandIn';
import { buildMyHomework, homeworkHandlers } from '../../shared/testing/homework';

const server = setupMswServer(...homeworkHandlers());
setupTestApi();

let uploads = 0;
beforeEach(() => {
  uploads = 0;
  server.use(
    http.post(apiPath(systemPaths.upload), () => {
      uploads++;
      return HttpResponse.json(ok({ url: `/file/up${uploads}.png`, name: 'x', size: 10 }));
    }),
  );
});

const open = (mine = buildMyHomework()) => {
  server.use(...homeworkHandlers({ mine }));
  return renderPage('/teachProcess', <HomeworkHandIn planDetailId={1} />, '/teachProcess?planDetailId=1');
};
const photo = (name = '作业.png') => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

describe('student hand-in (issue 17)', () => {
  it('uploads a photo from the camera/gallery picker, then 提交作业 sends its stored URL', async () => {
    const user = userEvent.setup();
    open();
    const submit = await screen.findByRole('button', { name: '提交作业' });
    expect(submit).toBeDisabled();
    expect(screen.getByText('未提交')).toBeInTheDocument();
    expect(screen.getByLabelText('拍照/相册')).toHaveAttribute('accept', 'image/*');

    await user.upload(screen.getByLabelText('拍照/相册'), photo());
    expect(await screen.findByText('作业.png')).toBeInTheDocument();
    await waitFor(() => expect(submit).toBeEnabled());

    const sent = new Promise((resolve) =>
      server.use(
        http.post(apiPath(homeworkPaths.submit), async ({ request }) => {
          resolve(await request.json());
          return HttpResponse.json(ok());
        }),
      ),
    );
    await user.click(submit);
    expect(await sent).toEqual({ planDetailId: 1, fileUrls: ['/file/up1.png'] });
  });

  it('refuses a file of the wrong type with the spec message and uploads nothing; 删除 removes a picked file', async () => {
    const user = userEvent.setup({ applyAccept: false });
    open();
    await user.upload(await screen.findByLabelText('选择文件'), new File(['x'], 'virus.exe'));
    expect(await screen.findByText(/文件格式不正确, 请上传pdf\/doc/)).toBeInTheDocument();
    expect(uploads).toBe(0);

    await user.upload(screen.getByLabelText('拍照/相册'), photo('留下.png'));
    await user.click(await screen.findByRole('button', { name: '删除 留下.png' }));
    expect(screen.queryByText('留下.png')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '提交作业' })).toBeDisabled();
  });

  it('a failed upload says 上传图片失败，请重试 and offers 重试', async () => {
    const user = userEvent.setup();
    server.use(http.post(apiPath(systemPaths.upload), () => HttpResponse.json(fail(500, '上传失败'))));
    open();
    await user.upload(await screen.findByLabelText('拍照/相册'), photo());
    expect(await screen.findByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(screen.getAllByText('上传图片失败，请重试').length).toBeGreaterThan(0);
  });

  it('shows each upload’s progress', () => {
    render(<HandInFileList items={[{ key: 'a', name: '大图.jpg', isImage: false, status: 'uploading', percent: 40 }]} onRemove={() => undefined} onRetry={() => undefined} />);
    const item = screen.getByRole('listitem');
    expect(within(item).getByText('上传中 40%')).toBeInTheDocument();
    expect(within(item).getByLabelText('上传中 40%')).toBeInTheDocument();
  });

  it('resubmitting starts from the handed-in files and asks first', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const files = [{ fileId: 7, fileName: '第一版.pdf', fileUrl: '/file/v1.pdf', fileSize: 9, isImage: false }];
    open(buildMyHomework({ homeworkStatus: 1, submitTime: '2026-09-01 10:00:00', files }));
    expect(await screen.findByText('已提交，待批改')).toBeInTheDocument();
    expect(screen.getByText('第一版.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重新提交' }));
    expect(await screen.findByText('重新提交将替换已提交的作业，确定提交吗？')).toBeInTheDocument();
  });

  it('scored: 已批改 with the score, files read-only, no pickers', async () => {
    const files = [{ fileId: 7, fileName: '报告.pdf', fileUrl: '/file/v1.pdf', fileSize: 9, isImage: false }];
    open(buildMyHomework({ homeworkStatus: 1, homeWorkScore: 92, canSubmit: false, files }));
    expect(await screen.findByText('已批改')).toBeInTheDocument();
    expect(screen.getByText('92分')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '报告.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '拍照/相册' })).not.toBeInTheDocument();
  });

  it('outside the window: says so and offers no hand-in', async () => {
    open(buildMyHomework({ window: 'closed', canSubmit: false }));
    expect(await screen.findByText('作业提交时间已截止')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交作业' })).not.toBeInTheDocument();
  });
});
