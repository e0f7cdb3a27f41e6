import { useLocation, useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Collapse } from 'antd-mobile';
import { courseQueries } from '@medteach/api-client';
import { PageHeader } from '@medteach/ui-kit';
import { QueryStatus } from '../../shared/QueryStatus';
import { CourseDetail } from './CourseDetail';
import { courseText } from './messages';
import styles from './course.module.css';

/** What the history entry of /teachLearn remembers (the route has no query of its own, spec §2). */
interface TeachLearnState {
  openCourse?: string | null;
}

/**
 * /teachLearn — my online courses (spec §2), each expandable to its description, period, 查看学分 link and
 * resources. A course's resources load when it is first opened. The open course is kept in the history entry, so
 * coming back from a paper, its report or the credit detail finds the list as it was left.
 */
export default function TeachLearnPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const openCourse = (location.state as TeachLearnState | null)?.openCourse ?? null;
  const setOpenCourse = (key: string | null) =>
    navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: { ...(location.state as object | null), openCourse: key } satisfies TeachLearnState });
  const courses = useQuery(courseQueries.myStudy());
  // Teacher or student decides 开始测试 and credit earning (the server says which: GET isStudents).
  const isStudents = useQuery(courseQueries.isStudents());
  return (
    <main className={styles.page}>
      <PageHeader title={courseText.title} />
      <QueryStatus query={courses}>
        {(list) => (
          <Collapse accordion className={styles.courses} activeKey={openCourse} onChange={setOpenCourse}>
            {list.map((course) => (
              <Collapse.Panel key={String(course.onlineCourseId)} title={<span className={styles.courseName}>{course.onlineCourseName}</span>}>
                <CourseDetail onlineCourseId={course.onlineCourseId} isStudent={isStudents.data === true} />
              </Collapse.Panel>
            ))}
          </Collapse>
        )}
      </QueryStatus>
    </main>
  );
}
