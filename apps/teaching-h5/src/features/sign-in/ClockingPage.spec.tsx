import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignInMessages } from '@medteach/contract';
import { renderPage } from '../../shared/testing/render-page';
import { FAKE_CODE, signInSpecServer } from '../../shared/testing/sign-in-fake';
import ClockingPage from './ClockingPage';

const withFake = signInSpecServer();

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
