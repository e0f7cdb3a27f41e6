/**
 * antd's pickers draw month and weekday names with dayjs, whose own locale is English: antd's zh_CN locale alone
 * still shows "Dec" and "Su Mo Tu". Imported by the frame of every antd screen (AntdRoot) and by the pickers.
 */
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

dayjs.locale('zh-cn');
