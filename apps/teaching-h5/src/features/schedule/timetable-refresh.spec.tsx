import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { teachingPaths, type H5SchoolTimetable, type TimetableItem } from '@medteach/contract';
import { apiPath, buildSemester, ok, setupMswServer, setupTestApi, teachingHandlers } from '@medteach/api-client/testing';
import { renderPage } from '../../shared/testing/render-page';
import ClassSchedulePage from './ClassSchedulePage';

const WEEK = ['2026-10-12', '2026-10-13', '2026-10-14', '2026-10-15', '2026-10-16', '2026-10-17', '2026-10-18'];
const lesson = (planDetailId: number, content: string): TimetableItem => ({
  content,
  lessonContent: '心脏听诊',
  teacherName: '王建国',
  planDetailId,
  planId: 1,
  classNames: '临床医学2024级1班',
  addressName: '教学楼A201',
});
/** What the server holds for Monday 第1节: the console changes it while the teacher has the page open. */
let mondayLessons: TimetableItem[] = [];
const week = (): H5SchoolTimetable => {
  const empty = [{ periodNum: 1, contentList: [] }];
  return {
    weeddayList: WEEK,
    mondayList: [{ periodNum: 1, contentList: mondayLessons }],
    tuesdayList: empty,
    wednesdayList: empty,
    thursdayList: empty,
    fridayList: empty,
    saturdayList: empty,
    sundayList: empty,
  };
};
setupMswServer(
  // Before the defaults: the first matching handler answers.
  http.get(apiPath(teachingPaths.h5SchoolTimetable), () => HttpResponse.json(ok(week()))),
  ...teachingHandlers({ semesters: [buildSemester({ startDate: '2026-08-31', endDate: '2027-01-17' })] }),
);
setupTestApi();

/** The teacher switching back to the app (React Query's focus manager listens for visibilitychange). */
const comeBack = () => act(() => window.dispatchEvent(new Event('visibilitychange')));

// Issue 17: teachers see their lessons change on /classSchedule as soon as the office saves them.
describe('/classSchedule shows lessons saved in the console', () => {
  it('asks again when the teacher comes back to the app, even within the prefetch freshness', async () => {
    mondayLessons = [lesson(1, '组织胚胎学')];
    renderPage('/classSchedule', <ClassSchedulePage />, '/classSchedule?weekday=2026-10-12&queryType=1');
    expect(await screen.findByText('组织胚胎学')).toBeInTheDocument();

    mondayLessons = [lesson(1, '组织胚胎学'), lesson(2, '内科学')];
    comeBack();
    expect(await screen.findByText('内科学')).toBeInTheDocument();
  });
});
