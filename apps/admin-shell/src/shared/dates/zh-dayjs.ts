/**
 * antd's pickers draw month and weekday names with dayjs, whose own locale is English: antd's zh_CN locale alone
 * still shows "Dec" and "Su Mo Tu". Imported by every file that draws a picker (the shared pickers and the two that
 * use antd's own), not by the console's frame: that would put dayjs on the first screen, which shows no date picker.
 */
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

dayjs.locale('zh-cn');
