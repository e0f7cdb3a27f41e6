import dayjs from 'dayjs';

/** RuoYi's default date format (spec §9): year-month-day hour:minute:second. */
export const dayjsFormat = (d: Date) => dayjs(d).format('YYYY-MM-DD HH:mm:ss');
