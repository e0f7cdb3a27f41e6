import './zh-dayjs';
import dayjs from 'dayjs';
import { DatePicker } from 'antd';
import type { ComponentProps } from 'react';

type DatePickerProps = ComponentProps<typeof DatePicker>;
type RangePickerProps = ComponentProps<typeof DatePicker.RangePicker>;

/**
 * A date with its time. A date typed or clicked is taken as it is (no 确定 to press a second time), as a plain date
 * picker does.
 */
export function DateTimePicker({ showTime = true, ...props }: Omit<DatePickerProps, 'needConfirm'>) {
  return <DatePicker showTime={showTime} needConfirm={false} {...props} />;
}

/** Times a window's ends take when only a day is picked: the first second of its first day, the last of its last. */
const windowTimes = () => [dayjs().startOf('day'), dayjs().endOf('day')];

/**
 * A window of date and time (`开始时间` – `结束时间`): a day picked for the end means until 23:59:59 of that day,
 * not its first second; a typed date is taken without a second confirm.
 */
export function DateTimeRangePicker(props: Omit<RangePickerProps, 'needConfirm' | 'showTime'>) {
  return <DatePicker.RangePicker showTime={{ defaultOpenValue: windowTimes() }} needConfirm={false} {...props} />;
}
