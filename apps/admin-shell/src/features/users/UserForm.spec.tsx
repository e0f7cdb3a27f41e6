import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { http, HttpResponse } from 'msw';
import { apiPath, createTestQueryClient, setupMswServer, setupTestApi } from '@medteach/api-client/testing';
import { peoplePaths, type MajorRow, type SysClassRow, type SysUserRow, type UserBody } from '@medteach/contract';
import type { CrudEditor } from '../../shared/crud/useCrudEditing';
import { NEW_USER, UserForm } from './UserForm';

const CLASSES: SysClassRow[] = [
  { classId: 1, className: '临床医学2024级1班', gradeName: '2024级', majorId: 1, majorName: '临床医学', studentCount: 10 },
  { classId: 3, className: '口腔医学2024级1班', gradeName: '2024级', majorId: 2, majorName: '口腔医学', studentCount: 10 },
];
const MAJORS: MajorRow[] = [
  { majorId: 1, majorName: '临床医学', classCount: 1 },
  { majorId: 2, majorName: '口腔医学', classCount: 1 },
];
const table = <T,>(rows: T[]) => HttpResponse.json({ code: 200, msg: '查询成功', total: rows.length, rows });

setupMswServer(http.get(apiPath(peoplePaths.classList), () => table(CLASSES)), http.get(apiPath(peoplePaths.majorList), () => table(MAJORS)));
setupTestApi();

function renderForm(editing: Partial<SysUserRow | UserBody>) {
  const saved: UserBody[] = [];
  const editor: CrudEditor<SysUserRow, UserBody> = { editing: editing as Partial<SysUserRow>, close: () => undefined, saving: false, save: (b) => saved.push(b) };
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <App>
        <UserForm editor={editor} />
      </App>
    </QueryClientProvider>,
  );
  return saved;
}

const confirm = () => userEvent.click(screen.getByText(/确\s*定/, { selector: 'button span' }).closest('button') as HTMLButtonElement);
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
async function pick(label: string, option: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.click(await screen.findByText(option, { selector: '.ant-select-item-option-content' }));
}

/** antd selects and dialogs are slow in jsdom on a busy 2-core machine. */
const SLOW = { timeout: 90_000 };

describe('UserForm', () => {
  it('a new student needs a name, an account and a class; the class sets the major; the password may stay empty', SLOW, async () => {
    const saved = renderForm(NEW_USER);
    expect(await screen.findByText('添加用户')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('不填则使用系统初始密码')).toBeInTheDocument();
    await confirm();
    expect(await screen.findByText('姓名不能为空')).toBeInTheDocument();
    expect(screen.getByText('登录账号不能为空')).toBeInTheDocument();
    expect(screen.getByText('学生必须选择班级')).toBeInTheDocument();
    expect(saved).toEqual([]);

    fill('姓名', '钱多多');
    fill('登录账号', 'S20250001');
    fill('手机号', '13900001111');
    await pick('班级', '口腔医学2024级1班');
    expect(await screen.findByText('学生的专业随所在班级')).toBeInTheDocument();
    await confirm();
    await waitFor(() =>
      expect(saved).toEqual([
        expect.objectContaining({ realName: '钱多多', userName: 'S20250001', phone: '13900001111', roles: ['student'], classId: 3, majorId: 2, sex: '2', status: '0', password: '' }),
      ]),
    );
  });

  it('refuses a malformed phone number and a short password before sending', SLOW, async () => {
    const saved = renderForm(NEW_USER);
    fill('姓名', '钱多多');
    fill('登录账号', 'S20250001');
    fill('手机号', '12345');
    fill('初始密码', 'abc1234'); // one short of the eight the contract asks for
    await pick('班级', '临床医学2024级1班');
    await confirm();
    expect(await screen.findByText('请输入正确的手机号码')).toBeInTheDocument();
    expect(screen.getByText('用户密码长度必须在8到20个字符之间')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('edits a teacher without a class (major picked directly) and sends no password', SLOW, async () => {
    const teacher: SysUserRow = {
      userId: 2,
      userName: 'teacher01',
      nickName: '王建国',
      realName: '王建国',
      jobNumber: 'T0001',
      phone: '',
      sex: '0',
      roles: ['teacher'],
      classId: null,
      className: '',
      gradeName: '',
      majorId: null,
      majorName: '',
      status: '0',
      email: '',
      remark: '',
      createTime: '2026-01-01 08:00:00',
    };
    const saved = renderForm(teacher);
    expect(await screen.findByText('修改用户')).toBeInTheDocument();
    expect(screen.queryByLabelText('初始密码')).toBeNull();
    await pick('专业', '临床医学');
    await confirm();
    await waitFor(() => expect(saved).toEqual([expect.objectContaining({ userId: 2, userName: 'teacher01', roles: ['teacher'], classId: null, majorId: 1, password: undefined })]));
    // Only what the form edits goes out: the row's own fields (className, createTime…) would be refused by the server.
    expect(Object.keys(saved[0]).sort()).toEqual(['classId', 'email', 'jobNumber', 'majorId', 'nickName', 'password', 'phone', 'realName', 'remark', 'roles', 'sex', 'status', 'userId', 'userName']);
  });

  it("shows and keeps RuoYi's 用户昵称, 邮箱 and 备注, and refuses a malformed email", SLOW, async () => {
    const student: SysUserRow = {
      userId: 111,
      userName: 'student11',
      nickName: '小周',
      realName: '周同学',
      jobNumber: 'S0011',
      phone: '13800000011',
      email: 'zhou@school.edu.cn',
      sex: '1',
      roles: ['student'],
      classId: 1,
      className: '临床医学2024级1班',
      gradeName: '2024级',
      majorId: 1,
      majorName: '临床医学',
      status: '0',
      remark: '转入口腔医学',
      createTime: '2026-01-01 08:00:00',
    };
    const saved = renderForm(student);
    expect(await screen.findByLabelText('用户昵称')).toHaveValue('小周');
    expect(screen.getByLabelText('备注')).toHaveValue('转入口腔医学');
    fill('邮箱', 'not-an-email');
    await confirm();
    expect(await screen.findByText('请输入正确的邮箱地址')).toBeInTheDocument();
    expect(saved).toEqual([]);
    fill('邮箱', 'zhou2@school.edu.cn');
    fill('备注', '已转专业');
    await confirm();
    await waitFor(() => expect(saved).toEqual([expect.objectContaining({ userId: 111, nickName: '小周', email: 'zhou2@school.edu.cn', remark: '已转专业' })]));
  });
});
