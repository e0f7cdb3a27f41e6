import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { teachingLessonAdminPaths as paths, type AdminLesson, type AdminLessonDetail, type AdminTimetable, type TimetableOptions } from '@medteach/contract';
import { renderConsolePage, setupConsoleMsw } from '../../shared/testing/console-page';
import TimetablePage from './TimetablePage';

const DATES = ['2026-10-12', '2026-10-13', '2026-10-14', '2026-10-15', '2026-10-16', '2026-10-17', '2026-10-18'];
const OPTIONS: TimetableOptions = {
  semesters: [{ semesterId: 1, semesterName: '2026-2027学年第一学期', startDate: '2026-08-31', endDate: '2027-01-17', weekCount: 20, current: false }],
  plans: [{ planId: 1, planName: '诊断学', semesterId: 1, teacherId: 2, classNames: '临床医学2024级1班', addressName: '教学楼A201' }],
  teachers: [{ userId: 2, name: '王建国' }],
  classes: [{ classId: 1, className: '临床医学2024级1班' }],
  rooms: ['教学楼A201'],
  periods: [
    { periodNum: 1, startTime: '08:00:00', endTime: '09:40:00' },
    { periodNum: 2, startTime: '10:00:00', endTime: '11:40:00' },
  ],
  papers: [],
  ratings: [],
};
const LESSON: AdminLesson = {
  planDetailId: 7,
  planId: 1,
  planName: '诊断学',
  lessonContent: '心脏听诊',
  teacherId: 2,
  teacherName: '王建国',
  addressName: '教学楼A201',
  teachingDate: DATES[0],
  weekNum: 1,
  periodNum: 1,
  periods: 2,
  attendanceStatus: 1,
  classNames: '临床医学2024级1班',
};
const DETAIL: AdminLessonDetail = { ...LESSON, semesterId: 1, homeworkStartTime: null, homeworkEndTime: null, homeworkContent: '', homeworkAttachments: [], materials: [], paperIds: [], ratingIds: [] };
const CLASH = '教师王建国 2026-10-12 第1节已有课程《内科学》（2026-2027学年第一学期第7周）';
const ok = <T,>(data: T) => HttpResponse.json({ code: 200, msg: '操作成功', data });

const server = setupConsoleMsw();
let asked: URLSearchParams[];
beforeEach(() => {
  asked = [];
  server.use(
    http.get(`*/api${paths.timetableOptions}`, () => ok(OPTIONS)),
    http.get(`*/api${paths.timetable}`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const week: AdminTimetable = { semesterId: 1, week: Number(query.get('week')), weekCount: 20, dates: DATES, periods: OPTIONS.periods, lessons: [LESSON] };
      return ok(week);
    }),
    http.get(`*/api${paths.planDetail}/7`, () => ok(DETAIL)),
    // The server refuses the edit: 王建国 already teaches then.
    http.put(`*/api${paths.planDetail}`, () => HttpResponse.json({ code: 500, msg: CLASH })),
  );
});
const renderPage = () => renderConsolePage(<TimetablePage />);

/** The open dialog holding `title` (role queries crawl the whole grid: slow on a busy 2-core machine). */
const dialogTitled = async (title: string) => (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;

// Rendering the antd grid in jsdom is slow on the shared 2-core machine.
describe('课表 (issue 17)', { timeout: 60_000 }, () => {
  it('shows the week as days × periods with the lessons, and moves to the next week', async () => {
    renderPage();
    const lesson = await screen.findByLabelText('编辑课次：诊断学 心脏听诊', {}, { timeout: 20_000 });
    expect(lesson).toHaveTextContent('王建国 · 教学楼A201 · 临床医学2024级1班');
    expect([...document.querySelectorAll('th')].map((th) => th.textContent)).toContain('星期六10-17');
    expect(screen.getByText('10:00-11:40')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('下一周'));
    expect(await screen.findByText('第2周（09-07 ~ 09-13）')).toBeInTheDocument();
    expect(asked.at(-1)?.get('week')).toBe('2');
  });

  it('opens an empty cell as a new lesson on that date and period, clicked anywhere in it', async () => {
    renderPage();
    const add = await screen.findByLabelText('在星期三第2节添加课次', {}, { timeout: 20_000 });
    // The blank of the cell around the + (the table cell itself), not the + button.
    await userEvent.click(add.closest('td') as HTMLElement);
    const dialog = await dialogTitled('添加课次');
    expect(within(dialog).getByLabelText('上课日期')).toHaveValue('2026-10-14');
    expect(within(dialog).getByText('第7周')).toBeInTheDocument();
    expect(within(dialog).getByText('第2节 10:00-11:40')).toBeInTheDocument();
  });

  it('adds a lesson from the keyboard: the empty cell is one button, reached with Tab and pressed with Enter', async () => {
    renderPage();
    const add = await screen.findByLabelText('在星期三第2节添加课次', {}, { timeout: 20_000 });
    expect(add.tagName).toBe('BUTTON');
    add.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await dialogTitled('添加课次');
    expect(within(dialog).getByLabelText('上课日期')).toHaveValue('2026-10-14');
  });

  it('shows a clash refusal in the form, naming it, and keeps the form open', async () => {
    renderPage();
    await userEvent.click(await screen.findByLabelText('编辑课次：诊断学 心脏听诊', {}, { timeout: 20_000 }));
    const dialog = await dialogTitled('修改课次');
    expect(await within(dialog).findByDisplayValue('心脏听诊')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByText(/确\s*定/).closest('button') as HTMLElement);
    expect(await within(dialog).findByText(CLASH)).toBeInTheDocument();
    expect(within(dialog).getByText(CLASH).closest('[role=alert]')).toHaveTextContent('保存失败');
    expect(dialog).toBeVisible();
  });
});
