import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { AppLayout } from './AppLayout';
import { LoginPage, mobileRouteTable, prefetching, signedIn } from '@medteach/mobile-shell';
import { messages } from '../messages';
import { appBridge } from './bridge';
import { homePathFor } from './paths';
import { prefetchGoods } from '../features/goods';

const GoodsPage = lazy(() => import('../features/goods/GoodsPage'));
const HomePage = lazy(() => import('../features/home/HomePage'));
const AlipayReturnPage = lazy(() => import('../features/payment/AlipayReturnPage'));
const AgreementPage = lazy(() => import('../features/agreement/AgreementPage'));
const MedicalPage = lazy(() => import('../features/medical/MedicalPage'));
const ArtificialPage = lazy(() => import('../features/chat/ArtificialPage'));
const SubjectPage = lazy(() => import('../features/subject/SubjectPage'));
const AnsweringPage = lazy(() => import('../features/answering/AnsweringPage'));
const ErrorCorrectionPage = lazy(() => import('../features/wrong-answers/ErrorCorrectionPage'));
const CollectPage = lazy(() => import('../features/favourites/CollectPage'));
const NotePage = lazy(() => import('../features/notes/NotePage'));
const TestCreationPage = lazy(() => import('../features/composition/TestCreationPage'));
const GroupQuestionPage = lazy(() => import('../features/composition/GroupQuestionPage'));
const QuestionPreviewPage = lazy(() => import('../features/answering/preview/QuestionPreviewPage'));
const MockExamPage = lazy(() => import('../features/mock-exam/MockExamPage'));
const ErrorReportPage = lazy(() => import('../features/error-report/ErrorReportPage'));
const ProgressPage = lazy(() => import('../features/progress/ProgressPage'));
const PasswordPage = lazy(() => import('../features/password/PasswordPage'));
const OrdersPage = lazy(() => import('../features/orders/OrdersPage'));
const CertificatesPage = lazy(() => import('../features/certificates/CertificatesPage'));
const SearchPage = lazy(() => import('../features/search/SearchPage'));

/**
 * Every hash route of spec §2 that learner-h5 owns, with its query parameters. Names are kept exactly: native apps
 * open them. The shared frame (mobileRouteTable) adds / and /index (→ /goods in the native app, /home in a browser), /redirect/<path>?<query>,
 * /401 (?noGoBack) and /404. Loaders start a screen's first requests with its chunk (prefetching).
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return mobileRouteTable({ homePath: homePathFor(appBridge), layout: <AppLayout /> }, [
    // Screens that need a session: with no token at all the login page opens in their place (SignInGate).
    signedIn([
      // ?tab (bank|course|me) — issue 18: the web home (/ leads here without a native host)
      { path: 'home', element: <HomePage /> },
      // ?id (skill id) &token
      { path: 'goods', loader: prefetching(queryClient, prefetchGoods), element: <GoodsPage /> },
      // ?id (knowledge item)
      { path: 'medical', element: <MedicalPage /> },
      // ?identify &typeFlag (LCXLY hides 转人工)
      { path: 'artificial', element: <ArtificialPage /> },

      // ?majorType (1 clinical thinking, else oral clinical reasoning) &token
      { path: 'subject', element: <SubjectPage /> },
      { path: 'topic', element: <SubjectPage /> },
      // ?name (topic|errorCorrection|collect|note|groupQuestion|testCreation) &studyBankId &categoryId
      //  &categoryIds (JSON array text) &majorType &studyPaperId &questionId &isUnlock &code &skillId &skillName
      //  &skillIntegral &productInfoId &label &noteContent &typeFlag &setUpTypes &type &topicActive
      { path: 'subjectHomeWork', element: <AnsweringPage /> },
      { path: 'homework', element: <AnsweringPage /> },
      // ?studyBankId &categoryIds &type=1 &majorType
      { path: 'subjectErrorCorrection', element: <ErrorCorrectionPage /> },
      { path: 'errorCorrection', element: <ErrorCorrectionPage /> },
      // ?studyBankId &categoryIds &type=0 &majorType
      { path: 'subjectCollect', element: <CollectPage /> },
      { path: 'collect', element: <CollectPage /> },
      // ?questionId | ?studyBankId, &type=0
      { path: 'subjectNote', element: <NotePage /> },
      { path: 'note', element: <NotePage /> },
      // ?studyBankId — composed-paper records (组题记录)
      { path: 'subjectTestCreation', element: <TestCreationPage /> },
      { path: 'testCreation', element: <TestCreationPage /> },
      { path: 'groupQuestion', element: <TestCreationPage /> },
      // ?studyBankId — composition form (智能组题)
      { path: 'subjectGroupQuestion', element: <GroupQuestionPage /> },
      // ?studyBankId &report (a submitted attempt) — 模拟考试 (issue 18)
      { path: 'mockExam', element: <MockExamPage /> },
      // ?questionId — 纠错 in a browser (issue 18; inside the native app the bridge's errorCorrection takes it)
      { path: 'errorReport', element: <ErrorReportPage /> },
      // ?majorType — 学习统计 (issue 18: charts of the student's own practice)
      { path: 'progress', element: <ProgressPage /> },
      // 修改密码 (issue 18, 我的 tab; browser use — the signed-in student's own password)
      { path: 'password', element: <PasswordPage /> },
      // 我的订单 (issue 18, 我的 tab): the student's orders, 去支付 for a pending one
      { path: 'orders', element: <OrdersPage /> },
      // 我的证书 (issue 18, 我的 tab): course certificates and the progress towards them
      { path: 'certificates', element: <CertificatesPage /> },
      // ?keyword — 搜索试题 (issue 18, the home's 题库 tab): questions of the student's banks, a result opens its practice
      { path: 'search', element: <SearchPage /> },
    ]),
    // Open to anyone: the payment provider's return, the agreement, the console's phone preview (framed by the
    // console, which has its own session) and the login page.
    // payment provider's return parameters; tells the native app to close the web view with the pay status
    { path: 'Alipay', element: <AlipayReturnPage /> },
    // ?category &port &application (default 1)
    { path: 'agreement', element: <AgreementPage /> },
    // the console's phone preview (admin-shell 试题管理 frames it; questions arrive by postMessage)
    { path: 'questionPreview', element: <QuestionPreviewPage /> },

    // ?redirect (path to return to after login) — browser use only; the native app passes its token
    { path: 'login', element: <LoginPage appTitle={messages.appTitle} /> },
  ]);
}
