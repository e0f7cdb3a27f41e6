import { Tag } from 'antd';
import { LOG_STATUS_LABELS, OPER_TYPE_LABELS } from '@medteach/contract';

/** RuoYi's list classes of sys_oper_type (删除 / 强退 / 清空 in red, 导入 / 导出 amber, 授权 blue). */
const TYPE_COLOR: Readonly<Record<number, string>> = { 3: 'error', 4: 'processing', 5: 'warning', 6: 'warning', 7: 'error', 8: 'warning', 9: 'error' };

/** Options of the search forms' 操作类型 / 状态 picks. */
export const operTypeChoices = Object.entries(OPER_TYPE_LABELS).map(([value, label]) => ({ value: Number(value), label }));
export const statusChoices = Object.entries(LOG_STATUS_LABELS).map(([value, label]) => ({ value, label }));

export function OperTypeTag({ value }: { value: number }) {
  return <Tag color={TYPE_COLOR[value] ?? 'default'}>{OPER_TYPE_LABELS[value] ?? value}</Tag>;
}

/** 成功 / 失败 (sys_common_status). */
export function LogStatusTag({ value }: { value: 0 | 1 }) {
  return <Tag color={value === 0 ? 'success' : 'error'}>{LOG_STATUS_LABELS[value]}</Tag>;
}
