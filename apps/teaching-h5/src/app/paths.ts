/** Teachers and students open the teaching side on the week timetable. */
export const HOME_PATH = '/classSchedule';
/** Browser-only login page (inside the native app the token comes from the app). */
export const LOGIN_PATH = '/login';
