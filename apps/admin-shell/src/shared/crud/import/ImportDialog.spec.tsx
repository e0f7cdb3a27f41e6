import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** No typing delay: antd dialogs are heavy enough on a 2-core CI machine. */
const user = userEvent.setup({ delay: null });
const SLOW = 60_000;
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { ApiError } from '@medteach/api-client';
import type { ImportProgress, ImportReport } from '@medteach/contract';
import { ImportDialog } from './ImportDialog';
import { getImportProgress, postImport, type ImportRequest } from './import-api';

vi.mock('./import-api', () => ({ postImport: vi.fn(), getImportProgress: vi.fn(), newJobId: () => 'job-test-0001' }));
const post = vi.mocked(postImport);
const poll = vi.mocked(getImportProgress);

const REFUSED: ImportReport = {
  total: 5,
  inserted: 0,
  updated: 0,
  skipped: 5,
  ids: [],
  errors: [
    { row: 3, column: '手机号', reason: '手机号码格式不正确' },
    { row: 3, column: '班级', reason: '班级不存在：临床9班' },
    { row: 6, column: '学号/工号', reason: '与第 2 行重复：S001' },
  ],
};
const IMPORTED: ImportReport = { total: 5, inserted: 3, updated: 0, skipped: 2, errors: REFUSED.errors, ids: [41, 42, 43] };

function renderDialog() {
  const onImported = vi.fn();
  const onClose = vi.fn();
  render(
    <ConfigProvider locale={zhCN}>
      <App>
        <ImportDialog open title="用户导入" basePath="/system/user" templateFileName="user_template" onClose={onClose} onImported={onImported} />
      </App>
    </ConfigProvider>,
  );
  return { onImported, onClose };
}

const xlsx = (name = 'students.xlsx') => new File(['PK'], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
const pick = async (file: File) => {
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  await user.upload(input, file);
};

beforeEach(() => {
  post.mockReset();
  poll.mockReset();
  poll.mockResolvedValue(undefined);
});

it('asks for a file before importing', async () => {
  renderDialog();
  await user.click(screen.getByRole('button', { name: '开始导入' }));
  expect(await screen.findByText('请选择要导入的文件')).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();
}, SLOW);

it('shows the report of a refused file by row, then imports the valid rows on request', async () => {
  const { onImported, onClose } = renderDialog();
  post.mockRejectedValueOnce(new ApiError('business', '很抱歉，导入失败！共 2 条数据格式不正确，错误如下：\n1、第 3 行「手机号」：手机号码格式不正确', { code: 500, data: REFUSED }));
  post.mockResolvedValueOnce({ msg: '已导入正确的数据 3 条，跳过有误的数据 2 条', report: IMPORTED });
  await pick(xlsx());
  await user.click(screen.getByRole('checkbox', { name: '是否更新已经存在的数据' }));
  await user.click(screen.getByRole('button', { name: '开始导入' }));

  expect(await screen.findByText('很抱歉，导入失败！共 2 条数据格式不正确，错误如下：')).toBeInTheDocument();
  const report = screen.getByRole('table', { name: '错误报告' });
  const rows = within(report).getAllByRole('row').slice(1).map((r) => r.textContent);
  expect(rows).toEqual(['第 3 行手机号手机号码格式不正确', '第 3 行班级班级不存在：临床9班', '第 6 行学号/工号与第 2 行重复：S001']);
  expect(post.mock.calls[0][0]).toMatchObject<Partial<ImportRequest>>({ basePath: '/system/user', updateSupport: true, validOnly: false, jobId: 'job-test-0001' });
  expect(onImported).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: '只导入正确的行（3 行）' }));
  expect(await screen.findByText('有误的 2 行不会导入，其余的行将导入。是否继续？')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
  await waitFor(() => expect(onImported).toHaveBeenCalledWith(IMPORTED));
  expect(post.mock.calls[1][0]).toMatchObject<Partial<ImportRequest>>({ validOnly: true, updateSupport: true });
  expect(onClose).toHaveBeenCalled();
  expect(await screen.findByText('已导入正确的数据 3 条，跳过有误的数据 2 条')).toBeInTheDocument();
}, SLOW);

it('shows upload and server progress while the import runs, and a refused file without a report', async () => {
  renderDialog();
  let finish: (e: unknown) => void = () => undefined;
  post.mockImplementationOnce((req: ImportRequest) => {
    req.onUploadPercent(100);
    return new Promise((_, reject) => (finish = reject));
  });
  const writing: ImportProgress = { jobId: 'job-test-0001', phase: 'write', done: 120, total: 300 };
  poll.mockResolvedValue(writing);
  await pick(xlsx());
  await user.click(screen.getByRole('button', { name: '开始导入' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('正在写入 120 / 300 行'));
  expect(screen.getByRole('button', { name: /开始导入/ })).toHaveClass('ant-btn-loading');
  finish(new ApiError('business', '导入模板不正确，缺少列：手机号', { code: 400 }));
  expect(await screen.findByText('导入模板不正确，缺少列：手机号')).toBeInTheDocument();
  expect(screen.queryByRole('table', { name: '错误报告' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: '开始导入' })).toBeEnabled();
}, SLOW);
