import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { AppLayout } from './AppLayout';
import { LoginPage, mobileRouteTable, prefetching, signedIn } from '@medteach/mobile-shell';
import { messages } from '../messages';
import { appBridge } from './bridge';
import { homePathFor } from './paths';
import { prefetchSchedule } from '../features/schedule';

const TeacherHomePage = lazy(() => import('../features/teacher-home/TeacherHomePage'));
const ClassScheduleMainPage = lazy(() => import('../features/schedule/ClassScheduleMainPage'));
const ClassSchedulePage = lazy(() => import('../features/schedule/ClassSchedulePage'));
const TeachProcessPage = lazy(() => import('../features/lesson/TeachProcessPage'));
const ItemAnalysisPage = lazy(() => import('../features/item-analysis/ItemAnalysisPage'));
const ClockingPage = lazy(() => import('../features/sign-in/ClockingPage'));
const SignInCodePage = lazy(() => import('../features/sign-in/SignInCodePage'));
const CheckStudentPage = lazy(() => import('../features/students/CheckStudentPage'));
const CheckStudentEvaluatePage = lazy(() => import('../features/students/CheckStudentEvaluatePage'));
const CheckStudentHomeworkPage = lazy(() => import('../features/students/CheckStudentHomeworkPage'));
const CheckStudentNoticePage = lazy(() => import('../features/students/CheckStudentNoticePage'));
const HomeworkReviewPage = lazy(() => import('../features/homework/HomeworkReviewPage'));
const RatingScalePage = lazy(() => import('../features/rating/RatingScalePage'));
const TeachLearnPage = lazy(() => import('../features/course/TeachLearnPage'));
const TeachLearnCertificatePage = lazy(() => import('../features/course/TeachLearnCertificatePage'));
const CourseTopicPage = lazy(() => import('../features/paper/CourseTopicPage'));
const ScoreReportPage = lazy(() => import('../features/paper/ScoreReportPage'));

/**
 * Every hash route of spec §2 that teaching-h5 owns, with its query parameters. Names are kept exactly: native apps
 * open them. The shared frame (mobileRouteTable) adds / and /index (→ /classSchedule in the native app, /home in a browser), /redirect/<path>?<query>,
 * /401 (?noGoBack) and /404. Loaders start a screen's first requests with its chunk (prefetching).
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return mobileRouteTable({ homePath: homePathFor(appBridge), layout: <AppLayout /> }, [
    // Screens that need a session: with no token at all the login page opens in their place (SignInGate).
    signedIn([
      // (no query) — issue 18: the web home (/ leads here without a native host)
      { path: 'home', element: <TeacherHomePage /> },
      // ?semesterId &majorId &classId &weekday &semesterName &majorName &gradeName &yearWeekDateStr &weekName
      //  (filters it returns with from /teachProcessMain)
      { path: 'classScheduleMain', element: <ClassScheduleMainPage /> },
      // ?weekday &yearWeekDateStr &weekName &queryType (1 teacher view)
      { path: 'classSchedule', loader: prefetching(queryClient, prefetchSchedule), element: <ClassSchedulePage /> },
      // ?planDetailId &weekday &yearWeekDateStr &weekName &queryType
      { path: 'teachProcess', element: <TeachProcessPage /> },
      // ?planId &semesterId &majorId &classId &weekday &semesterName &majorName &gradeName &yearWeekDateStr &weekName
      { path: 'teachProcessMain', element: <TeachProcessPage /> },
      // ?planDetailId &code (a sign-in code, filled in from the teacher's QR code)
      { path: 'clocking', element: <ClockingPage /> },
      // ?planId &planDetailId — the teacher's rotating sign-in code (issue 17; not a spec route)
      { path: 'signInCode', element: <SignInCodePage /> },
      // ?planId &planDetailId &keyword
      { path: 'checkStudent', element: <CheckStudentPage /> },
      // ?planDetailId &operationType &ratingCriteriaId &paperId
      { path: 'checkStudentEvaluate', element: <CheckStudentEvaluatePage /> },
      // ?planDetailId &keyword
      { path: 'checkStudentHomework', element: <CheckStudentHomeworkPage /> },
      // ?planDetailId &userId — one student's hand-in with score and score history (issue 17; not a spec route)
      { path: 'homeworkReview', element: <HomeworkReviewPage /> },
      // ?planDetailId &keywords
      { path: 'checkStudentNotice', element: <CheckStudentNoticePage /> },
      // ?ratingCriteriaId &planDetailId &userId &userName &ratingCriteriaStatus (1 read-only, 0 editable)
      { path: 'ratingScale', element: <RatingScalePage /> },
      // (no query) my online courses
      { path: 'teachLearn', element: <TeachLearnPage /> },
      // ?onlineCourseId
      { path: 'teachLearnCertificate', element: <TeachLearnCertificatePage /> },
      // ?type (1 course, 2 teaching plan) &isStudy &isStudents &onlineCourseId &onlineCourseResourceId &paperId
      //  &planDetailId &userId &queryType &paperStatus
      { path: 'courseTopic', element: <CourseTopicPage /> },
      // same query as /courseTopic
      { path: 'scoreReport', element: <ScoreReportPage /> },
      // ?planDetailId &paperId — issue 18: 试题分析 of a plan paper (teacher), from the paper's 学员列表
      { path: 'itemAnalysis', element: <ItemAnalysisPage /> },
    ]),

    // ?redirect (path to return to after login) — browser use only; the native app passes its token
    { path: 'login', element: <LoginPage appTitle={messages.appTitle} /> },
  ]);
}
