import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ATTENDANCE_POLL_MS, ClockStatus, SignInMessages } from '@medteach/contract';
import { createMemoryTokenStore } from '@medteach/api-client';
import { authHandlers, setupMswServer, setupTestApi, teachingHandlers } from '@medteach/api-client/testing';
import { locationOf, renderPage } from '../common/render-page';
import ClockingPage from '../clocking/ClockingPage';
import CheckStudentPage from '../students/CheckStudentPage';
import { attendanceCounts, attendanceStatus, clockingUrl } from './attendance';
import { signInText } from './messages';
import { FAKE_CODE, signInFake } from './sign-in-fake';
import SignInCodePage from './SignInCodePage';

const server = setupMswServer(...teachingHandlers(), ...authHandlers());
setupTestApi({ tokenStore: createMemoryTokenStore('signed-in') });

const withFake = (options: Parameters<typeof signInFake>[0] = {}) => {
  const fake = signInFake(options);
  server.use(...fake.handlers);
  return fake;
};

describe('attendance rules', () => {
  it('tags and counts 已签到 / 请假 / 未签到', () => {
    expect(attendanceStatus({ clockStatus: ClockStatus.PRESENT })).toEqual({ text: '已签到', done: true });
    expect(attendanceStatus({ clockStatus: ClockStatus.EXCUSED }).text).toBe('请假');
    expect(attendanceStatus({ clockStatus: ClockStatus.ABSENT }).text).toBe('未签到');
    expect(attendanceCounts([{ clockStatus: 1 }, { clockStatus: 2 }, { clockStatus: 0 }, { clockStatus: 1 }])).toEqual({ present: 2, excused: 1, absent: 1 });
  });

  it('the QR code opens teaching-h5 /clocking with the lesson and the code', () => {
    expect(clockingUrl(7, '012345', { origin: 'https://school.example', pathname: '/teaching/' })).toBe(
      'https://school.example/teaching/#/clocking?planDetailId=7&code=012345',
    );
  });
});

describe('/signInCode (teacher)', () => {
  it('shows the running code as digits and QR, with the live counts', async () => {
    withFake({ active: true });
    renderPage('/signInCode', <SignInCodePage />, '/signInCode?planId=1&planDetailId=1');
    expect(await screen.findByTestId('sign-in-code')).toHaveTextContent(FAKE_CODE);
    expect(screen.getByRole('img', { name: `签到二维码，签到码 ${FAKE_CODE}` }).querySelector('path')?.getAttribute('d')).toMatch(/^M/);
    expect(await screen.findByText('已签到 1')).toBeInTheDocument();
    expect(screen.getByText('请假 1')).toBeInTheDocument();
    expect(screen.getByText('未签到 1')).toBeInTheDocument();
  });

  it('the counts fill live as students sign in (polled)', async () => {
    const fake = withFake({ active: true });
    renderPage('/signInCode', <SignInCodePage />, '/signInCode?planId=1&planDetailId=1');
    expect(await screen.findByText('已签到 1')).toBeInTheDocument();
    fake.setStatus(101, ClockStatus.PRESENT);
    expect(await screen.findByText('已签到 2', undefined, { timeout: ATTENDANCE_POLL_MS * 3 })).toBeInTheDocument();
    expect(screen.getByText('未签到 0')).toBeInTheDocument();
  });

  it('结束签到 asks first, then the screen says 签到已结束', async () => {
    // antd-mobile's dialog animates in behind pointer-events: none; jsdom cannot see past it.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const fake = withFake({ active: true });
    renderPage('/signInCode', <SignInCodePage />, '/signInCode?planId=1&planDetailId=1');
    await user.click(await screen.findByRole('button', { name: '结束签到' }));
    expect(await screen.findByText(signInText.stopConfirm)).toBeInTheDocument();
    expect(fake.state.active).toBe(true);
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('签到已结束')).toBeInTheDocument();
    expect(fake.state.active).toBe(false);
    expect(screen.queryByTestId('sign-in-code')).not.toBeInTheDocument();
  });

  it('without a session offers 发起签到', async () => {
    const user = userEvent.setup();
    withFake();
    renderPage('/signInCode', <SignInCodePage />, '/signInCode?planId=1&planDetailId=1');
    expect(await screen.findByText('签到未开始')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '发起签到' }));
    expect(await screen.findByTestId('sign-in-code')).toHaveTextContent(FAKE_CODE);
  });
});

describe('/checkStudent attendance list (teacher)', () => {
  it('shows 请假, starts sign-in and opens the code screen', async () => {
    const user = userEvent.setup();
    const fake = withFake();
    const { router } = renderPage('/checkStudent', <CheckStudentPage />, '/checkStudent?planId=1&planDetailId=1');
    const row = await screen.findByRole('button', { name: /李娜/ });
    expect(row).toHaveTextContent('请假');
    await user.click(await screen.findByRole('button', { name: '发起签到' }));
    await waitFor(() => expect(locationOf(router)).toBe('/signInCode?planId=1&planDetailId=1'));
    expect(fake.state.active).toBe(true);
  });

  it('a tap on a student marks them excused by hand', async () => {
    // antd-mobile's sheet animates in behind pointer-events: none; jsdom cannot see past it.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const fake = withFake();
    renderPage('/checkStudent', <CheckStudentPage />, '/checkStudent?planId=1&planDetailId=1');
    await user.click(await screen.findByRole('button', { name: /张伟/ }));
    await user.click(await screen.findByText('标记为请假'));
    await waitFor(() => expect(fake.state.marks).toEqual([{ planDetailId: 1, userId: 101, status: 'excused' }]));
    await waitFor(() => expect(screen.getByRole('button', { name: /张伟/ })).toHaveTextContent('请假'));
  });
});

describe('/clocking (student)', () => {
  it('with a running session asks for the code; a wrong one is refused with the reason, the right one signs in', async () => {
    const user = userEvent.setup();
    withFake({ active: true });
    renderPage('/clocking', <ClockingPage />, '/clocking?planDetailId=1');
    const input = await screen.findByRole('textbox', { name: '签到码' });
    await user.type(input, '111111');
    await user.click(screen.getByRole('button', { name: /签到打卡/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SignInMessages.codeWrong);
    await user.clear(input);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(input, FAKE_CODE);
    await user.click(screen.getByRole('button', { name: /签到打卡/ }));
    expect(await screen.findByText('打卡时间 2026-09-01 08:01:00')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('the QR link fills the code in', async () => {
    withFake({ active: true });
    renderPage('/clocking', <ClockingPage />, `/clocking?planDetailId=1&code=${FAKE_CODE}`);
    expect(await screen.findByRole('textbox', { name: '签到码' })).toHaveValue(FAKE_CODE);
  });

  it('without a session keeps the spec screen: no code input', async () => {
    const user = userEvent.setup();
    withFake();
    renderPage('/clocking', <ClockingPage />, '/clocking?planDetailId=1');
    await user.click(await screen.findByRole('button', { name: /签到打卡/ }));
    expect(await screen.findByText('打卡时间 2026-09-01 08:01:00')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '签到码' })).not.toBeInTheDocument();
  });
});
