/**
 * Who may call each route, pinned by hand: not read from the routes' own `config.access`, which would let a route
 * wrongly declared public pass. The role matrix and the request-target suite both check the gate against these lists.
 */
import type { RoleKey } from '@medteach/contract';
import { EXAM_STAFF, type Access } from '../../src/core/context';
import type { Caller, DiscoveredRoute } from './discovered-server';


/** `device`: a paired room screen (its key in X-Device-Key, no session): only public and station routes let it in. */
export type MatrixCaller = Caller | 'device';
export const CALLERS: MatrixCaller[] = ['anonymous', 'expired', 'device', 'student', 'teacher', 'admin'];
export const UNAUTHORIZED = { code: 401, msg: '认证失败，无法访问系统资源' };
export const FORBIDDEN = { code: 403, msg: '当前操作没有权限' };

export type Expected = 'through' | 401 | 403;

/**
 * The routes anyone may call without a session, pinned by hand (issue 13): a route that becomes public (or stops
 * being public) changes this list, so the change shows in review instead of passing against its own declaration.
 */
export const PUBLIC_ROUTES: readonly string[] = [
  'POST /api/auth/login',
  'POST /api/auth/code',
  'POST /api/auth/register',
  'POST /api/auth/platform/login',
  'GET /api/captchaImage',
  'DELETE /api/auth/logout',
  'GET /api/platform/agreement/maintain/latest',
  'GET /api/health',
  'GET /api/examDevice/getIp',
  'POST /api/base/product/order/sandbox',
  'POST /api/base/product/order/sandbox/complete',
  'POST /api/base/product/order/notify',
  'GET /api/base/channelManage/check/:id',
  'POST /api/base/integral/openH5',
  'GET /api/base/share/scoreDetail',
  'GET /api/base/wechat/jsSdkSignature',
];

/**
 * Station display routes: a paired display's device key or exam staff's session (modules/station/gate.ts); which
 * device and exam window is checked behind the gate (test/attack-platform.spec.ts).
 */
export const STATION_ROUTES: readonly string[] = [
  'GET /api/examStation/getStationScreen',
  'GET /api/examDevice/getDeviceInfo/:id',
  'GET /api/examDevice/getSkillInfo',
  'GET /api/structuralExam/examSkillQuestion/getByIds',
];

/** Routes only some roles may call, pinned the same way; every other route is `user` (any valid session). */
export const ROLE_ROUTES: Readonly<Record<string, readonly RoleKey[]>> = {
  'POST /api/system/dict/data': ['admin'],
  // 课次 and 课表 (issue 17)
  'GET /api/teachingCenter/admin/planDetail/list': ['admin'],
  'GET /api/teachingCenter/admin/planDetail/:planDetailId': ['admin'],
  'POST /api/teachingCenter/admin/planDetail': ['admin'],
  'PUT /api/teachingCenter/admin/planDetail': ['admin'],
  'DELETE /api/teachingCenter/admin/planDetail/:planDetailIds': ['admin'],
  'GET /api/teachingCenter/admin/timetable': ['admin'],
  'GET /api/teachingCenter/admin/timetable/options': ['admin'],
  'POST /api/teachingCenter/admin/timetable/copyWeek': ['admin'],
  // 学期管理, 教学计划, 评分标准 (issue 17)
  'GET /api/teachingCenter/admin/semester/list': ['admin'],
  'GET /api/teachingCenter/admin/semester/:semesterId': ['admin'],
  'POST /api/teachingCenter/admin/semester': ['admin'],
  'PUT /api/teachingCenter/admin/semester': ['admin'],
  'DELETE /api/teachingCenter/admin/semester/:semesterIds': ['admin'],
  'POST /api/teachingCenter/admin/semester/export': ['admin'],
  'GET /api/teachingCenter/admin/plan/list': ['admin'],
  'GET /api/teachingCenter/admin/plan/:planId': ['admin'],
  'POST /api/teachingCenter/admin/plan': ['admin'],
  'PUT /api/teachingCenter/admin/plan': ['admin'],
  'DELETE /api/teachingCenter/admin/plan/:planIds': ['admin'],
  'POST /api/teachingCenter/admin/plan/export': ['admin'],
  'GET /api/teachingCenter/admin/plan/deleteImpact/:planIds': ['admin'],
  'POST /api/teachingCenter/admin/plan/copy': ['admin'],
  'GET /api/teachingCenter/admin/rating/list': ['admin'],
  'GET /api/teachingCenter/admin/rating/:ratingId': ['admin'],
  'POST /api/teachingCenter/admin/rating': ['admin'],
  'PUT /api/teachingCenter/admin/rating': ['admin'],
  'DELETE /api/teachingCenter/admin/rating/:ratingIds': ['admin'],
  'POST /api/teachingCenter/admin/rating/export': ['admin'],
  // 教学导出 and 教学试卷 (issue 17): a teacher exports the plans they teach (checked per plan in the handler)
  'GET /api/teachingCenter/admin/export/plans': ['teacher', 'admin'],
  'GET /api/teachingCenter/admin/export/progressSheet': ['teacher', 'admin'],
  'POST /api/teachingCenter/admin/export/progress': ['teacher', 'admin'],
  'POST /api/teachingCenter/admin/export/attendance': ['teacher', 'admin'],
  'POST /api/teachingCenter/admin/export/homework': ['teacher', 'admin'],
  'POST /api/teachingCenter/admin/export/rating': ['teacher', 'admin'],
  'GET /api/teachingCenter/admin/paper/list': ['admin'],
  'GET /api/teachingCenter/admin/paper/:paperId': ['admin'],
  'POST /api/teachingCenter/admin/paper': ['admin'],
  'PUT /api/teachingCenter/admin/paper': ['admin'],
  'DELETE /api/teachingCenter/admin/paper/:paperIds': ['admin'],
  // 客服 人工会话 (issue 17)
  'GET /api/system/serviceDesk/list': ['admin'],
  'GET /api/system/serviceDesk/changes': ['admin'],
  'GET /api/system/serviceDesk/:id': ['admin'],
  'POST /api/system/serviceDesk/reply': ['admin'],
  'PUT /api/system/serviceDesk/close/:id': ['admin'],
  'PUT /api/system/serviceDesk/handBack/:id': ['admin'],
  'GET /api/system/chatDirectory/list': ['admin'],
  'GET /api/system/chatDirectory/:id': ['admin'],
  'POST /api/system/chatDirectory': ['admin'],
  'PUT /api/system/chatDirectory': ['admin'],
  'DELETE /api/system/chatDirectory/:ids': ['admin'],
  'POST /api/system/chatDirectory/export': ['admin'],
  'GET /api/system/chatProblem/list': ['admin'],
  'GET /api/system/chatProblem/:id': ['admin'],
  'POST /api/system/chatProblem': ['admin'],
  'PUT /api/system/chatProblem': ['admin'],
  'DELETE /api/system/chatProblem/:ids': ['admin'],
  'POST /api/system/chatProblem/export': ['admin'],
  // 题库管理 / 分类管理 / 试题管理 (issue 16 slice B1)
  'GET /api/exam/studyBank/admin/list': ['admin'],
  'GET /api/exam/studyBank/:id': ['admin'],
  'POST /api/exam/studyBank': ['admin'],
  'PUT /api/exam/studyBank': ['admin'],
  'DELETE /api/exam/studyBank/:ids': ['admin'],
  'GET /api/exam/category/list': ['admin'],
  'GET /api/exam/category/:id': ['admin'],
  'POST /api/exam/category': ['admin'],
  'PUT /api/exam/category': ['admin'],
  'DELETE /api/exam/category/:ids': ['admin'],
  'GET /api/exam/mockExam/blueprint/:studyBankId': ['admin'],
  'PUT /api/exam/mockExam/blueprint/:studyBankId': ['admin'],
  'GET /api/exam/question/list': ['admin'],
  'GET /api/exam/question/:id': ['admin'],
  'POST /api/exam/question': ['admin'],
  'PUT /api/exam/question': ['admin'],
  'DELETE /api/exam/question/:ids': ['admin'],
  'PUT /api/exam/question/move': ['admin'],
  'GET /api/exam/question/deleteImpact/:ids': ['admin'],
  'GET /api/exam/question/preview/:id': ['admin'],
  'POST /api/exam/question/preview': ['admin'],
  'POST /api/exam/question/importTemplate': ['admin'],
  'POST /api/exam/question/importData': ['admin'],
  'POST /api/exam/question/export': ['admin'],
  // 纠错反馈 (issue 18)
  'GET /api/exam/errorReport/list': ['admin'],
  'PUT /api/exam/errorReport/handle/:ids': ['admin'],
  'POST /api/exam/errorReport/export': ['admin'],
  // 商品与订单 (issue 16 slice D2)
  'GET /api/base/product/admin/list': ['admin'],
  'GET /api/base/product/admin/categories': ['admin'],
  'GET /api/base/product/admin/:id': ['admin'],
  'POST /api/base/product/admin': ['admin'],
  'PUT /api/base/product/admin': ['admin'],
  'DELETE /api/base/product/admin/:ids': ['admin'],
  'POST /api/base/product/admin/export': ['admin'],
  'GET /api/base/order/admin/list': ['admin'],
  'GET /api/base/order/admin/unlock/list': ['admin'],
  'GET /api/base/order/admin/students': ['admin'],
  'GET /api/base/order/admin/:orderNo': ['admin'],
  'PUT /api/base/order/admin/refund': ['admin'],
  'POST /api/base/order/admin/unlock': ['admin'],
  'DELETE /api/base/order/admin/unlock/:userId/:skillIds': ['admin'],
  'POST /api/base/order/admin/export': ['admin'],
  'PUT /api/system/dict/data': ['admin'],
  'DELETE /api/system/dict/data/:dictCodes': ['admin'],
  'POST /api/system/dict/data/export': ['admin'],
  'DELETE /api/system/config/refreshCache': ['admin'],
  'GET /api/system/config/list': ['admin'],
  'GET /api/system/config/:configId': ['admin'],
  'POST /api/system/config': ['admin'],
  'PUT /api/system/config': ['admin'],
  'DELETE /api/system/config/:configIds': ['admin'],
  'POST /api/system/config/export': ['admin'],
  'PUT /api/platform/agreement/maintain': ['admin'],
  'GET /api/literature/knowledge/list': ['admin'],
  'POST /api/literature/knowledge/export': ['admin'],
  'GET /api/literature/knowledge/:id': ['admin'],
  'POST /api/literature/knowledge': ['admin'],
  'PUT /api/literature/knowledge': ['admin'],
  'DELETE /api/literature/knowledge/:ids': ['admin'],
  'GET /api/literature/knowledge/category/list': ['admin'],
  'PUT /api/literature/knowledge/category': ['admin'],
  'DELETE /api/literature/knowledge/category/:repoType/:label': ['admin'],
  'PUT /api/system/user/resetPwd': ['admin'],
  // 用户与班级 (issue 16 slice A).
  'GET /api/system/user/list': ['admin'],
  'GET /api/system/user/:userId': ['admin'],
  'POST /api/system/user': ['admin'],
  'PUT /api/system/user': ['admin'],
  'DELETE /api/system/user/:userIds': ['admin'],
  'PUT /api/system/user/changeStatus': ['admin'],
  'POST /api/system/user/export': ['admin'],
  'POST /api/system/user/importTemplate': ['admin'],
  'POST /api/system/user/importData': ['admin'],
  'GET /api/system/class/list': ['admin'],
  'GET /api/system/class/:classId': ['admin'],
  'POST /api/system/class': ['admin'],
  'PUT /api/system/class': ['admin'],
  'DELETE /api/system/class/:classIds': ['admin'],
  'POST /api/system/class/export': ['admin'],
  'GET /api/system/major/list': ['admin'],
  'GET /api/system/major/:majorId': ['admin'],
  'POST /api/system/major': ['admin'],
  'PUT /api/system/major': ['admin'],
  'DELETE /api/system/major/:majorIds': ['admin'],
  'POST /api/system/major/export': ['admin'],
  'GET /api/system/grade/list': ['admin'],
  'GET /api/system/grade/:gradeId': ['admin'],
  'POST /api/system/grade': ['admin'],
  'PUT /api/system/grade': ['admin'],
  'DELETE /api/system/grade/:gradeIds': ['admin'],
  'POST /api/system/grade/export': ['admin'],
  'GET /api/examStation/console/exams': ['admin'],
  'GET /api/examStation/console/station/:stationId': ['admin'],
  'POST /api/examStation/console/action': ['admin'],
  'POST /api/examStation/console/deviceKey': ['admin'],
  'POST /api/examStation/console/deviceKey/revoke': ['admin'],
  'POST /api/examStation/console/maskNames': ['admin'],
  // 考站管理 (issue 17)
  'GET /api/examStation/admin/exam/list': ['admin'],
  'GET /api/examStation/admin/exam/:examId': ['admin'],
  'POST /api/examStation/admin/exam': ['admin'],
  'PUT /api/examStation/admin/exam': ['admin'],
  'DELETE /api/examStation/admin/exam/:examIds': ['admin'],
  'POST /api/examStation/admin/exam/export': ['admin'],
  'GET /api/examStation/admin/station/list': ['admin'],
  'GET /api/examStation/admin/station/:stationId': ['admin'],
  'POST /api/examStation/admin/station': ['admin'],
  'PUT /api/examStation/admin/station': ['admin'],
  'DELETE /api/examStation/admin/station/:stationIds': ['admin'],
  'POST /api/examStation/admin/station/export': ['admin'],
  'GET /api/examStation/admin/room/list': ['admin'],
  'GET /api/examStation/admin/room/:roomId': ['admin'],
  'POST /api/examStation/admin/room': ['admin'],
  'PUT /api/examStation/admin/room': ['admin'],
  'DELETE /api/examStation/admin/room/:roomIds': ['admin'],
  'POST /api/examStation/admin/room/export': ['admin'],
  'GET /api/examStation/admin/device/list': ['admin'],
  'GET /api/examStation/admin/device/:deviceId': ['admin'],
  'POST /api/examStation/admin/device': ['admin'],
  'PUT /api/examStation/admin/device': ['admin'],
  'DELETE /api/examStation/admin/device/:deviceIds': ['admin'],
  'POST /api/examStation/admin/device/export': ['admin'],
  'GET /api/examStation/admin/skillQuestion/list': ['admin'],
  'GET /api/examStation/admin/skillQuestion/:id': ['admin'],
  'POST /api/examStation/admin/skillQuestion': ['admin'],
  'PUT /api/examStation/admin/skillQuestion': ['admin'],
  'DELETE /api/examStation/admin/skillQuestion/:ids': ['admin'],
  'POST /api/examStation/admin/skillQuestion/export': ['admin'],
  'GET /api/examStation/admin/examinee/list': ['admin'],
  'GET /api/examStation/admin/examinee/:examineeId': ['admin'],
  'POST /api/examStation/admin/examinee': ['admin'],
  'PUT /api/examStation/admin/examinee': ['admin'],
  'DELETE /api/examStation/admin/examinee/:examineeIds': ['admin'],
  'POST /api/examStation/admin/examinee/export': ['admin'],
  'POST /api/examStation/admin/examinee/importTemplate': ['admin'],
  'POST /api/examStation/admin/examinee/importData': ['admin'],
  'GET /api/examStation/admin/examinee/schedule': ['admin'],
  'POST /api/examStation/admin/examinee/schedule/export': ['admin'],
  'GET /api/examStation/dashboard/exams': ['admin'],
  'GET /api/examStation/dashboard/exam/:examId': ['admin'],
  'GET /api/monitor/operlog/list': ['admin'],
  'GET /api/monitor/operlog/:operId': ['admin'],
  'DELETE /api/monitor/operlog/:operIds': ['admin'],
  'DELETE /api/monitor/operlog/clean': ['admin'],
  'POST /api/monitor/operlog/export': ['admin'],
  'GET /api/monitor/logininfor/list': ['admin'],
  'DELETE /api/monitor/logininfor/:infoIds': ['admin'],
  'DELETE /api/monitor/logininfor/clean': ['admin'],
  'POST /api/monitor/logininfor/export': ['admin'],
  'GET /api/monitor/logininfor/unlock/:userName': ['admin'],
  'GET /api/course/admin/list': ['admin'],
  'POST /api/course/admin/export': ['admin'],
  'GET /api/course/admin/classOptions': ['admin'],
  'GET /api/course/admin/progress/:onlineCourseIds': ['admin'],
  'GET /api/course/admin/:onlineCourseId': ['admin'],
  'POST /api/course/admin': ['admin'],
  'PUT /api/course/admin': ['admin'],
  'DELETE /api/course/admin/:onlineCourseIds': ['admin'],
  'POST /api/course/admin/resource': ['admin'],
  'PUT /api/course/admin/resource': ['admin'],
  'PUT /api/course/admin/resource/sort': ['admin'],
  'DELETE /api/course/admin/resource/:ids': ['admin'],
  'GET /api/course/admin/paper/:paperId': ['admin'],
  'POST /api/course/admin/paper': ['admin'],
  'PUT /api/course/admin/paper': ['admin'],
  'DELETE /api/course/admin/paper/:ids': ['admin'],
  'GET /api/course/admin/bank/categories': ['admin'],
  'GET /api/course/admin/bank/questions': ['admin'],
  ...bothPrefixes('POST', '/teachingPlanClock/save', ['student']),
  ...bothPrefixes('POST', '/teachingPlanDetailSuggest/save', ['student']),
  ...bothPrefixes('POST', '/teachingPlanPaperRecord/submit', ['student']),
  ...bothPrefixes('POST', '/onlineCourse/earnCredits', ['student']),
  ...bothPrefixes('POST', '/onlineCourse/certificate/collect', ['student']),
  ...bothPrefixes('POST', '/onlineCourse/submit', ['student']),
  ...bothPrefixes('GET', '/teachingPlanStudent/listStudent', ['teacher', 'admin']),
  ...bothPrefixes('GET', '/teachingPlanStudent/listPaperStudent', ['teacher', 'admin']),
  ...bothPrefixes('GET', '/teachingPlanStudent/listCriteriaStudent', ['teacher', 'admin']),
  ...bothPrefixes('GET', '/teachingPlanStudent/listHomeworkStudent', ['teacher', 'admin']),
  ...bothPrefixes('POST', '/teachingPlanHomework/updateScoreBatch', ['teacher', 'admin']),
  ...bothPrefixes('POST', '/teachingPlanHomework/updateScore', ['teacher', 'admin']),
  ...bothPrefixes('GET', '/teachingPlanHomework/submission', ['teacher', 'admin']),
  ...bothPrefixes('POST', '/teachingPlanHomework/submit', ['student']),
  ...bothPrefixes('GET', '/teachingPlanHomework/mySubmission', ['student']),
  ...bothPrefixes('GET', '/itemAnalysis/planPaper', ['teacher', 'admin']),
  ...bothPrefixes('GET', '/itemAnalysis/coursePaper', ['admin']), // courses have no teachers of their own (issue 18)
  ...bothPrefixes('GET', '/itemAnalysis/mockExam', ['admin']), // mock exams are no teacher's class (issue 18)
  ...bothPrefixes('GET', '/teacherHome/todo', ['teacher', 'admin']),
  ...bothPrefixes('POST', '/teachingPlanRatingCriteria/saveCriteria', ['teacher', 'admin']),
  ...bothPrefixes('POST', '/teachingPlanStudent/saveCriteria', ['teacher', 'admin']),
  // Sign-in sessions (issue 17): the lesson's teacher runs them; students ask whether /clocking needs a code.
  ...bothPrefixes('POST', '/teachingPlanSignIn/start', ['teacher', 'admin']),
  ...bothPrefixes('POST', '/teachingPlanSignIn/stop', ['teacher', 'admin']),
  ...bothPrefixes('GET', '/teachingPlanSignIn/session', ['teacher', 'admin']),
  ...bothPrefixes('POST', '/teachingPlanSignIn/mark', ['teacher', 'admin']),
  ...bothPrefixes('GET', '/teachingPlanSignIn/state', ['student']),
};

/** Teaching routes are served under `/api/teachingCenter/…` and `/api/…` alike (spec §5). */
function bothPrefixes(method: string, path: string, roles: RoleKey[]): Record<string, RoleKey[]> {
  return { [`${method} /api/teachingCenter${path}`]: roles, [`${method} /api${path}`]: roles };
}

export const routeKey = (route: DiscoveredRoute) => `${route.method} ${route.url}`;

/** The access the pinned lists give a route (not what the route declares about itself). */
export function pinnedAccess(route: DiscoveredRoute): Access {
  const key = routeKey(route);
  if (PUBLIC_ROUTES.includes(key)) return 'public';
  if (STATION_ROUTES.includes(key)) return 'station';
  return ROLE_ROUTES[key] ? [...ROLE_ROUTES[key]] : 'user';
}

/** What the access gate must do for this caller, from the route's declaration alone. */
export function expectedGate(access: Access, caller: MatrixCaller): Expected {
  if (access === 'public') return 'through';
  if (caller === 'device') return access === 'station' ? 'through' : 401;
  if (caller === 'anonymous' || caller === 'expired') return 401;
  if (access === 'user') return 'through';
  if (access === 'station') return (EXAM_STAFF as readonly string[]).includes(caller) ? 'through' : 403;
  return access.includes(caller) ? 'through' : 403;
}
