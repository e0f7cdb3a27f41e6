// Boundary-rule control, linted as if it were libs/ui-kit/src/<name>.ts: external packages that are allowed
// for a mobile ui-base lib (dayjs, antd-mobile), no lib of ours, so lint must report nothing.
import dayjs from 'dayjs';
import { Toast } from 'antd-mobile';

export const today = () => dayjs().format('YYYY-MM-DD');
export const hint = (text: string) => Toast.show({ content: text });
