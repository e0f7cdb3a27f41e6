import { ConfigProvider, Form } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Dayjs } from 'dayjs';
import { DateTimePicker, DateTimeRangePicker } from './pickers';

const inChinese = (ui: React.ReactElement) => render(<ConfigProvider locale={zhCN}>{ui}</ConfigProvider>);

describe('console date pickers', () => {
  it('speak Chinese: month and weekday names', async () => {
    inChinese(<DateTimePicker open aria-label="时间" />);
    const panel = await waitFor(() => document.querySelector('.ant-picker-dropdown') as HTMLElement);
    const weekdays = [...panel.querySelectorAll('.ant-picker-content thead th')].map((th) => th.textContent);
    expect(weekdays).toEqual(['一', '二', '三', '四', '五', '六', '日']);
    expect(panel.querySelector('.ant-picker-month-btn')?.textContent).toMatch(/^\d{1,2}月$/);
  });

  it('a window whose end day is clicked ends at 23:59:59 of that day, taken without 确定', async () => {
    const user = userEvent.setup();
    let picked: [Dayjs, Dayjs] | undefined;
    inChinese(
      <Form onValuesChange={(_, all: { window: [Dayjs, Dayjs] }) => (picked = all.window)}>
        <Form.Item name="window">
          <DateTimeRangePicker aria-label="作业时间" />
        </Form.Item>
      </Form>,
    );
    const [start, end] = screen.getAllByRole('textbox');
    await user.click(start);
    await user.type(start, '2026-12-01 08:00:00');
    await user.click(end);
    await user.type(end, '2026-12-03');
    const day = await waitFor(() => {
      const cell = document.querySelector('.ant-picker-dropdown td[title="2026-12-03"]');
      expect(cell).not.toBeNull();
      return cell as HTMLElement;
    });
    await user.click(day);
    await user.click(document.body);
    await waitFor(() => expect(picked?.[1]?.format('YYYY-MM-DD HH:mm:ss')).toBe('2026-12-03 23:59:59'));
    expect(picked?.[0]?.format('YYYY-MM-DD HH:mm:ss')).toBe('2026-12-01 08:00:00');
  });
});
