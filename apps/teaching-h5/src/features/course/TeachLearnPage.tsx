import { useQuery } from '@tanstack/react-query';
import { Collapse } from 'antd-mobile';
import { courseQueries } from '@medteach/api-client';
import { PageHeader, QueryStatus } from '@medteach/ui-kit';
import { CourseDetail } from './CourseDetail';
import { courseText } from './messages';
import styles from './course.module.css';

/**
 * /teachLearn — my online courses (spec §2), each expandable to its description, period, 查看学分 link and
 * resources. A course's resources load when it is first opened.
 */
export default function TeachLearnPage() {
  const courses = useQuery(courseQueries.myStudy());
  // Teacher or student decides 开始测试 and credit earning (REFERENCE-BEHAVIOURS: GET isStudents).
  const isStudents = useQuery(courseQueries.isStudents());
  return (
    <main className={styles.page}>
      <PageHeader title={courseText.title} />
      <QueryStatus query={courses}>
        {(list) => (
          <Collapse accordion className={styles.courses}>
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
