import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { AppstoreOutlined, BookOutlined, CalendarOutlined, CustomerServiceOutlined, HomeOutlined, PlayCircleOutlined, SettingOutlined, ShopOutlined, TeamOutlined } from '@ant-design/icons';
import { knowledgeText } from '../features/knowledge/messages';
import { COURSE_PAGE_TITLE } from '../features/online-course/page-title';
import { logText } from '../features/logs/messages';
import { USERS_PAGE_TITLE } from '../features/users/page-title';
import { CLASS_PAGE_TITLES } from '../features/classes/page-titles';
import { QB_PAGE_TITLES } from '../features/question-bank/page-titles';
import { MOCK_EXAM_BLUEPRINT_PAGE_TITLE } from '../features/mock-exam-blueprint/page-title';
import { ERROR_REPORTS_PAGE_TITLE } from '../features/error-reports/page-title';
import { ORDERS_PAGE_TITLE } from '../features/orders/page-title';
import { PRODUCTS_PAGE_TITLE } from '../features/products/page-title';
import { QA_PAGE_TITLE, SERVICE_DESK_PAGE_TITLE } from '../features/service-desk/page-title';
import { EXAMINEES_PAGE_TITLE } from '../features/examinees/page-title';
import { EXAM_DAY_PAGE_TITLE } from '../features/exam-day/page-title';
import { EXPORT_PAGE_TITLE } from '../features/teaching-exports/page-title';
import { PAPER_PAGE_TITLE } from '../features/teaching-papers/page-title';
import { ITEM_ANALYSIS_PAGE_TITLE } from '../features/item-analysis/page-title';
import { TIMETABLE_PAGE_TITLE } from '../features/teaching-timetable/page-title';
import { STATION_ADMIN_PAGE_TITLES } from '../features/station-admin/page-titles';
import { TEACHING_PLAN_PAGE_TITLES } from '../features/teaching-plans/page-titles';
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
  { path: '/people/users', title: USERS_PAGE_TITLE, group: page.people, Screen: lazy(() => import('../features/users/UsersPage')) },
  { path: '/people/classes', title: CLASS_PAGE_TITLES.classes, group: page.people, Screen: lazy(() => import('../features/classes/ClassesPage')) },
  { path: '/people/majors-grades', title: CLASS_PAGE_TITLES.majorGrade, group: page.people, Screen: lazy(() => import('../features/classes/MajorGradePage')) },
  { path: '/teaching/semester', title: TEACHING_PLAN_PAGE_TITLES.semester, group: page.teaching, Screen: lazy(() => import('../features/teaching-plans/SemesterPage')) },
  { path: '/teaching/plan', title: TEACHING_PLAN_PAGE_TITLES.plan, group: page.teaching, Screen: lazy(() => import('../features/teaching-plans/PlanPage')) },
  { path: '/teaching/timetable', title: TIMETABLE_PAGE_TITLE, group: page.teaching, Screen: lazy(() => import('../features/teaching-timetable/TimetablePage')) },
  { path: '/teaching/rating', title: TEACHING_PLAN_PAGE_TITLES.rating, group: page.teaching, Screen: lazy(() => import('../features/teaching-plans/RatingPage')) },
  { path: '/system/dict-data', title: page.dictData, group: page.system, Screen: lazy(() => import('../features/dict-data/DictDataPage')) },
  { path: '/system/config', title: page.config, group: page.system, Screen: lazy(() => import('../features/config/ConfigPage')) },
  // noCache: the editor always opens on the latest saved text.
  { path: '/system/agreement', title: page.agreement, group: page.system, noCache: true, Screen: lazy(() => import('../features/agreement/AgreementPage')) },
  { path: '/system/upload', title: page.upload, group: page.system, Screen: lazy(() => import('../features/file-tools/FileToolsPage')) },
  { path: '/system/operlog', title: logText.operLogPage, group: page.system, Screen: lazy(() => import('../features/logs/OperLogPage')) },
  { path: '/system/logininfor', title: logText.loginLogPage, group: page.system, Screen: lazy(() => import('../features/logs/LoginLogPage')) },
  { path: '/question-bank/bank', title: QB_PAGE_TITLES.bank, group: page.questionBank, Screen: lazy(() => import('../features/question-bank/StudyBankPage')) },
  { path: '/question-bank/category', title: QB_PAGE_TITLES.category, group: page.questionBank, Screen: lazy(() => import('../features/question-bank/CategoryPage')) },
  { path: '/question-bank/question', title: QB_PAGE_TITLES.question, group: page.questionBank, Screen: lazy(() => import('../features/question-bank/QuestionPage')) },
  { path: '/question-bank/mock-exam', title: MOCK_EXAM_BLUEPRINT_PAGE_TITLE, group: page.questionBank, Screen: lazy(() => import('../features/mock-exam-blueprint/MockExamBlueprintPage')) },
  { path: '/question-bank/error-report', title: ERROR_REPORTS_PAGE_TITLE, group: page.questionBank, Screen: lazy(() => import('../features/error-reports/ErrorReportsPage')) },
  { path: '/content/knowledge', title: knowledgeText.page, group: page.content, Screen: lazy(() => import('../features/knowledge/KnowledgePage')) },
  { path: '/content/knowledge-category', title: knowledgeText.categoryPage, group: page.content, Screen: lazy(() => import('../features/knowledge/KnowledgeCategoryPage')) },
  { path: '/teaching/paper', title: PAPER_PAGE_TITLE, group: page.teaching, Screen: lazy(() => import('../features/teaching-papers/PaperPage')) },
  { path: '/teaching/item-analysis', title: ITEM_ANALYSIS_PAGE_TITLE, group: page.teaching, Screen: lazy(() => import('../features/item-analysis/ItemAnalysisPage')) },
  { path: '/teaching/export', title: EXPORT_PAGE_TITLE, group: page.teaching, Screen: lazy(() => import('../features/teaching-exports/ExportPage')) },
  { path: '/online-course/course', title: COURSE_PAGE_TITLE, group: page.onlineCourse, Screen: lazy(() => import('../features/online-course/CoursePage')) },
  { path: '/content/products', title: PRODUCTS_PAGE_TITLE, group: page.content, Screen: lazy(() => import('../features/products/ProductsPage')) },
  { path: '/content/orders', title: ORDERS_PAGE_TITLE, group: page.content, Screen: lazy(() => import('../features/orders/OrdersPage')) },
  { path: '/service/desk', title: SERVICE_DESK_PAGE_TITLE, group: page.service, Screen: lazy(() => import('../features/service-desk/ServiceDeskPage')) },
  { path: '/service/qa', title: QA_PAGE_TITLE, group: page.service, Screen: lazy(() => import('../features/service-desk/QaPage')) },
  { path: '/station/exam', title: STATION_ADMIN_PAGE_TITLES.exams, group: page.station, Screen: lazy(() => import('../features/station-admin/ExamsPage')) },
  { path: '/station/station', title: STATION_ADMIN_PAGE_TITLES.stations, group: page.station, Screen: lazy(() => import('../features/station-admin/StationsPage')) },
  { path: '/station/device', title: STATION_ADMIN_PAGE_TITLES.devices, group: page.station, Screen: lazy(() => import('../features/station-admin/DevicesPage')) },
  { path: '/station/examinee', title: EXAMINEES_PAGE_TITLE, group: page.station, Screen: lazy(() => import('../features/examinees/ExamineesPage')) },
  { path: '/station/skill-question', title: STATION_ADMIN_PAGE_TITLES.skillQuestions, group: page.station, Screen: lazy(() => import('../features/station-admin/SkillQuestionsPage')) },
  { path: '/station/dashboard', title: EXAM_DAY_PAGE_TITLE, group: page.station, Screen: lazy(() => import('../features/exam-day/ExamDayPage')) },
  { path: '/station/call', title: page.stationCall, group: page.station, Screen: lazy(() => import('../features/station-call/StationCallPage')) },
];

export const consolePage = (pathname: string): ConsolePage | undefined => CONSOLE_PAGES.find((p) => p.path === pathname);
