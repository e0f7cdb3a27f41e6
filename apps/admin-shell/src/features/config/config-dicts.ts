/** RuoYi's 是/否 dictionary: the 系统内置 column and field. */
export const YES_NO_DICT = 'sys_yes_no';
