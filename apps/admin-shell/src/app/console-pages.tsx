import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { AppstoreOutlined, BookOutlined, CalendarOutlined, CustomerServiceOutlined, HomeOutlined, PlayCircleOutlined, SettingOutlined, ShopOutlined, TeamOutlined } from '@ant-design/icons';
import { messages } from '../messages';
import type { ViewMeta } from './layout/tags-view';
import { HOME_PATH } from './paths';

const page = messages.pages;

export interface ConsolePage extends ViewMeta {
  /** Absolute route path; also the menu key and the tag's identity. */
  path: string;
  title: string;
  /** Sidebar group title; the page sits at the top level when absent. */
  group?: string;
  Screen: LazyExoticComponent<ComponentType>;
}

export interface ConsoleGroup {
  title: string;
  icon: ReactNode;
}

/** The sidebar's groups, in their order; a group without pages does not show. */
export const CONSOLE_GROUPS: readonly ConsoleGroup[] = [
  { title: page.people, icon: <TeamOutlined /> },
  { title: page.questionBank, icon: <BookOutlined /> },
  { title: page.teaching, icon: <CalendarOutlined /> },
  { title: page.onlineCourse, icon: <PlayCircleOutlined /> },
  { title: page.station, icon: <AppstoreOutlined /> },
  { title: page.content, icon: <ShopOutlined /> },
  { title: page.service, icon: <CustomerServiceOutlined /> },
  { title: page.system, icon: <SettingOutlined /> },
];
export const HOME_ICON = <HomeOutlined />;

/**
 * Every console screen behind the layout: the route table, sidebar, breadcrumbs, tags and document title read it.
 * Query parameters: /system/dict-data?dictType=<type>; /station/call?examId=&stationId=.
 */
export const CONSOLE_PAGES: readonly ConsolePage[] = [
  { path: HOME_PATH, title: messages.layout.home, affix: true, Screen: lazy(() => import('../features/home/HomePage')) },
  { path: '/people/users', title: page.users, group: page.people, Screen: lazy(() => import('../features/users/UsersPage')) },
  { path: '/people/classes', title: page.classes, group: page.people, Screen: lazy(() => import('../features/classes/ClassesPage')) },
  { path: '/people/majors-grades', title: page.majorGrade, group: page.people, Screen: lazy(() => import('../features/classes/MajorGradePage')) },
  { path: '/teaching/semester', title: page.semester, group: page.teaching, Screen: lazy(() => import('../features/teaching-plans/SemesterPage')) },
  { path: '/teaching/plan', title: page.plan, group: page.teaching, Screen: lazy(() => import('../features/teaching-plans/PlanPage')) },
  { path: '/teaching/timetable', title: page.timetable, group: page.teaching, Screen: lazy(() => import('../features/teaching-timetable/TimetablePage')) },
  { path: '/teaching/rating', title: page.rating, group: page.teaching, Screen: lazy(() => import('../features/teaching-plans/RatingPage')) },
  { path: '/system/dict-data', title: page.dictData, group: page.system, Screen: lazy(() => import('../features/dict-data/DictDataPage')) },
  { path: '/system/config', title: page.config, group: page.system, Screen: lazy(() => import('../features/config/ConfigPage')) },
  // noCache: the editor always opens on the latest saved text.
  { path: '/system/agreement', title: page.agreement, group: page.system, noCache: true, Screen: lazy(() => import('../features/agreement/AgreementPage')) },
  { path: '/system/upload', title: page.upload, group: page.system, Screen: lazy(() => import('../features/file-tools/FileToolsPage')) },
  { path: '/system/operlog', title: page.operLog, group: page.system, Screen: lazy(() => import('../features/logs/OperLogPage')) },
  { path: '/system/logininfor', title: page.loginLog, group: page.system, Screen: lazy(() => import('../features/logs/LoginLogPage')) },
  { path: '/question-bank/bank', title: page.studyBank, group: page.questionBank, Screen: lazy(() => import('../features/question-bank/StudyBankPage')) },
  { path: '/question-bank/category', title: page.category, group: page.questionBank, Screen: lazy(() => import('../features/question-bank/CategoryPage')) },
  { path: '/question-bank/question', title: page.question, group: page.questionBank, Screen: lazy(() => import('../features/question-bank/QuestionPage')) },
  { path: '/question-bank/mock-exam', title: page.mockExam, group: page.questionBank, Screen: lazy(() => import('../features/mock-exam-blueprint/MockExamBlueprintPage')) },
  { path: '/question-bank/error-report', title: page.errorReport, group: page.questionBank, Screen: lazy(() => import('../features/error-reports/ErrorReportsPage')) },
  { path: '/content/knowledge', title: page.knowledge, group: page.content, Screen: lazy(() => import('../features/knowledge/KnowledgePage')) },
  { path: '/content/knowledge-category', title: page.knowledgeCategory, group: page.content, Screen: lazy(() => import('../features/knowledge/KnowledgeCategoryPage')) },
  { path: '/teaching/paper', title: page.paper, group: page.teaching, Screen: lazy(() => import('../features/teaching-papers/PaperPage')) },
  { path: '/teaching/item-analysis', title: page.itemAnalysis, group: page.teaching, Screen: lazy(() => import('../features/item-analysis/ItemAnalysisPage')) },
  { path: '/teaching/export', title: page.teachingExport, group: page.teaching, Screen: lazy(() => import('../features/teaching-exports/ExportPage')) },
  { path: '/online-course/course', title: page.course, group: page.onlineCourse, Screen: lazy(() => import('../features/online-course/CoursePage')) },
  { path: '/content/products', title: page.products, group: page.content, Screen: lazy(() => import('../features/products/ProductsPage')) },
  { path: '/content/orders', title: page.orders, group: page.content, Screen: lazy(() => import('../features/orders/OrdersPage')) },
  { path: '/service/desk', title: page.serviceDesk, group: page.service, Screen: lazy(() => import('../features/service-desk/ServiceDeskPage')) },
  { path: '/service/qa', title: page.qa, group: page.service, Screen: lazy(() => import('../features/service-desk/QaPage')) },
  { path: '/station/exam', title: page.exams, group: page.station, Screen: lazy(() => import('../features/station-admin/ExamsPage')) },
  { path: '/station/station', title: page.stations, group: page.station, Screen: lazy(() => import('../features/station-admin/StationsPage')) },
  { path: '/station/device', title: page.devices, group: page.station, Screen: lazy(() => import('../features/station-admin/DevicesPage')) },
  { path: '/station/examinee', title: page.examinees, group: page.station, Screen: lazy(() => import('../features/examinees/ExamineesPage')) },
  { path: '/station/skill-question', title: page.skillQuestions, group: page.station, Screen: lazy(() => import('../features/station-admin/SkillQuestionsPage')) },
  { path: '/station/dashboard', title: page.examDay, group: page.station, Screen: lazy(() => import('../features/exam-day/ExamDayPage')) },
  { path: '/station/call', title: page.stationCall, group: page.station, Screen: lazy(() => import('../features/station-call/StationCallPage')) },
];

export const consolePage = (pathname: string): ConsolePage | undefined => CONSOLE_PAGES.find((p) => p.path === pathname);
