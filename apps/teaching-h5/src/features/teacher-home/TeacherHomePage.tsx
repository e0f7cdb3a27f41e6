import { useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { Button, List } from 'antd-mobile';
import { authMutations } from '@medteach/api-client';
import { TEACHER_QUERY_TYPE } from '@medteach/contract';
import { confirm, DANGER_OUTLINE_STYLE, ErrorState, ListLink, LoadingState, PageHeader } from '@medteach/ui-kit';
import { LOGIN_PATH } from '../../app/paths';
import { queryTypeOfRoles, viewerInfoQuery } from '../../shared/useViewerQueryType';
import { timetableQuery, today } from '../schedule';
import { teacherHomeQueries } from './api';
import { teacherHomeText as text } from './messages';
import { TodayLessons } from './TodayLessons';
import { TodoList } from './TodoList';
import styles from './teacher-home.module.css';

/** Where the home leads on: the teacher's timetable, the class timetable and online study (student: no class timetable). */
const SHORTCUTS = [
  { title: text.mySchedule, to: '/classSchedule', forStudent: true },
  { title: text.classSchedule, to: '/classScheduleMain', forStudent: false },
  { title: text.onlineStudy, to: '/teachLearn', forStudent: true },
] as const;

/**
 * /home (issue 18): the teaching app's home when it runs in a plain browser or as an installed web app — a teacher
 * sees 今日课程, 待处理 and the shortcuts; a student today's lessons with their sign-in and homework state. Inside
 * the native app `/` stays /classSchedule and this screen is not the root.
 */
export default function TeacherHomePage() {
  const info = useQuery(viewerInfoQuery);
  const queryType = info.data ? queryTypeOfRoles(info.data.roles) : undefined;
  const teacher = queryType === TEACHER_QUERY_TYPE;
  // The sections below fetch these themselves (same keys, one request each); the page waits for them so it appears
  // in one piece instead of growing section by section and pushing 常用 down (Lighthouse layout shift).
  const week = useQuery({ ...timetableQuery(today(), queryType ?? 0), enabled: queryType !== undefined });
  const todo = useQuery({ ...teacherHomeQueries.todo(), enabled: teacher });
  // Only the first attempt is waited for, once: a failing or offline section then shows its own error / retry (and
  // its refetch on mount must not take the page back to 加载中).
  const [appeared, setAppeared] = useState(false);
  const firstLoad = (q: { isPending: boolean; fetchStatus: string }) => q.isPending && q.fetchStatus === 'fetching';
  const sectionsPending = !appeared && (firstLoad(week) || (teacher && firstLoad(todo)));
  if (info.isSuccess && !sectionsPending && !appeared) setAppeared(true);
  let body;
  if (info.isPending || (info.isSuccess && sectionsPending)) body = <LoadingState />;
  else if (info.isError) body = <ErrorState onRetry={() => void info.refetch()} />;
  else {
    body = (
      <>
        <Section title={text.today}>
          <TodayLessons queryType={queryType ?? 0} student={!teacher} />
        </Section>
        {teacher && (
          <Section title={text.todo}>
            <TodoList />
          </Section>
        )}
        <Section title={text.shortcuts}>
          <List mode="card">
            {SHORTCUTS.filter((s) => teacher || s.forStudent).map((s) => (
              <ListLink key={s.to} to={s.to}>
                {s.title}
              </ListLink>
            ))}
          </List>
        </Section>
        <Logout />
      </>
    );
  }
  return (
    <main className={styles.page}>
      <PageHeader title={text.title} noBack />
      {body}
    </main>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}

/** 退出登录 after confirming; the token is dropped even when the server call fails. */
function Logout() {
  const navigate = useNavigate();
  const logout = useMutation(authMutations.logout());
  const leave = async () => {
    if (!(await confirm(text.logoutConfirm))) return;
    await logout.mutateAsync().catch(() => undefined);
    navigate(LOGIN_PATH, { replace: true });
  };
  return (
    <div className={styles.logout}>
      <Button block color="danger" fill="outline" style={DANGER_OUTLINE_STYLE} loading={logout.isPending} onClick={() => void leave()}>
        {text.logout}
      </Button>
    </div>
  );
}
