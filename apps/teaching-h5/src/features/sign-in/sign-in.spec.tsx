import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ATTENDANCE_POLL_MS, ClockStatus } from '@medteach/contract';
import { renderPage } from '../../shared/testing/render-page';
import { attendanceCounts, attendanceStatus, clockingUrl } from './attendance';
import { signInText } from './messages';
import { FAKE_CODE, signInSpecServer } from '../../shared/testing/sign-in-fake';
import SignInCodePage from './SignInCodePage';

const withFake = signInSpecServer();

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
