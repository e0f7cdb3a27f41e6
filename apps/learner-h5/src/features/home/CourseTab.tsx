import { useQuery } from '@tanstack/react-query';
import { List } from 'antd-mobile';
import { courseQueries } from '@medteach/api-client';
import { EmptyState, ErrorState, ListLink, LoadingState } from '@medteach/ui-kit';
import { missingOffline, useNetworkOnline } from '../../shared/network-status';
import { homeText as text } from './messages';
import { OfflineState } from './OfflineState';

/** Online courses live in the teaching app (spec §2 /teachLearn), served next to this one. */
export const teachingAppLink = (hashPath: string) => `${window.location.pathname.replace(/\/learner\/?.*$/, '')}/teaching/#${hashPath}`;

/** 课程 tab: my online courses with the credits earned against the certificate minimum. */
export function CourseTab() {
  const courses = useQuery(courseQueries.myStudy());
  const online = useNetworkOnline();
  if (missingOffline(online, courses)) return <OfflineState />;
  if (courses.isPending) return <LoadingState />;
  if (courses.isError) return <ErrorState onRetry={() => void courses.refetch()} />;
  if (courses.data.length === 0) return <EmptyState text={text.noCourses} />;
  return (
    <List header={text.courses} mode="card">
      {courses.data.map((c) => (
        <ListLink
          key={c.onlineCourseId}
          to={teachingAppLink('/teachLearn')}
          external
          description={text.courseWindow(c.startTime, c.endTime)}
          extra={c.creditEarning === 1 ? text.credits(c.earnedScore, c.minimumScore) : undefined}
        >
          {c.onlineCourseName}
        </ListLink>
      ))}
    </List>
  );
}
