import { DictType } from '@medteach/contract';

/** Dictionaries the product and RuoYi's own screens use (seeded by api-server); offered in the type search. */
export const KNOWN_DICT_TYPES = [DictType.EXAM_TYPE, 'sys_normal_disable', 'sys_yes_no', 'sys_user_sex'] as const;
export const STATUS_DICT = 'sys_normal_disable';
export const LIST_CLASSES = ['default', 'primary', 'success', 'info', 'warning', 'danger'] as const;
