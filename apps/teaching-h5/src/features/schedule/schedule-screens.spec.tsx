import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { teachingPaths, type SchoolTimetable } from '@medteach/contract';
import { apiPath, buildSemester, ok, setupMswServer, setupTestApi, teachingHandlers } from '@medteach/api-client/testing';
import { renderPage } from '../../shared/testing/render-page';
import ClassScheduleMainPage from './ClassScheduleMainPage';
import ClassSchedulePage from './ClassSchedulePage';

const emptyWeek: SchoolTimetable = { weeddayList: ['2026-10-12', '2026-10-13', '2026-10-14', '2026-10-15', '2026-10-16', '2026-10-17', '2026-10-18'], periodVOList: [] };
let timetableAsks = 0;
setupMswServer(
  ...teachingHandlers({ semesters: [buildSemester({ startDate: '2026-08-31', endDate: '2027-01-17' })] }),
  http.get(apiPath(teachingPaths.schoolTimetable), () => {
    timetableAsks++;
    return HttpResponse.json(ok(emptyWeek));
  }),
);
setupTestApi();

/** The page title (antd-mobile NavBar). */
const title = () => document.querySelector('.adm-nav-bar-title');

// Issue 13: both screens were titled 课程表, and the timetable counted calendar weeks (第42周) where the 课表进度表
// counts teaching weeks (第7周).
describe('timetable screens: titles and one week numbering', () => {
  it('/classSchedule is 我的课表 and heads the week with the teaching week, the calendar week in brackets', async () => {
    renderPage('/classSchedule', <ClassSchedulePage />, '/classSchedule?weekday=2026-10-14&queryType=0');
    expect(await screen.findByText('第7周（2026年第42周） 星期三')).toBeInTheDocument();
    expect(title()).toHaveTextContent('我的课表');
  });

  it('/classSchedule outside every semester shows the calendar week alone', async () => {
    renderPage('/classSchedule', <ClassSchedulePage />, '/classSchedule?weekday=2026-08-25&queryType=0');
    expect(await screen.findByText('2026年第35周 星期二')).toBeInTheDocument();
  });

  it('/classScheduleMain is 班级课程表 and numbers the week the same way', async () => {
    renderPage('/classScheduleMain', <ClassScheduleMainPage />, '/classScheduleMain?weekday=2026-10-14');
    expect(await screen.findByText('第7周（2026年第42周） 2026-10-14')).toBeInTheDocument();
    expect(title()).toHaveTextContent('班级课程表');
  });

  it('/classScheduleMain asks for the week again when the teacher comes back to the app (issue 17: the console’s saves show)', async () => {
    renderPage('/classScheduleMain', <ClassScheduleMainPage />, '/classScheduleMain?weekday=2026-10-14');
    await screen.findByText('第7周（2026年第42周） 2026-10-14');
    await waitFor(() => expect(timetableAsks).toBeGreaterThan(0));
    const before = timetableAsks;
    act(() => window.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(timetableAsks).toBe(before + 1));
  });
});
