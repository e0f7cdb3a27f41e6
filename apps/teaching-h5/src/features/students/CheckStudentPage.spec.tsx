import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { locationOf, renderPage } from '../../shared/testing/render-page';
import { signInSpecServer } from '../../shared/testing/sign-in-fake';
import CheckStudentPage from './CheckStudentPage';

const withFake = signInSpecServer();

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

describe('/checkStudent of a paper (teacher)', () => {
  it('opens from the paper’s 学员列表', async () => {
    const user = userEvent.setup();
    const { router } = renderPage('/checkStudent', <CheckStudentPage />, '/checkStudent?planDetailId=1&paperId=1');
    await user.click(await screen.findByRole('button', { name: '试题分析' }));
    expect(locationOf(router)).toBe('/itemAnalysis?planDetailId=1&paperId=1');
  });
});
