/** Test helper (only imported by *.spec.tsx): an in-memory sign-in server for MSW — one lesson, one code. */
import { http, HttpResponse } from 'msw';
import { ClockStatus, SIGN_IN_CODE_PERIOD_MS, SignInMessages, signInPaths, teachingPaths, type PlanStudent, type SignInSession } from '@medteach/contract';
import { createMemoryTokenStore } from '@medteach/api-client';
import { apiPath, authHandlers, buildPlanStudent, fail, ok, setupMswServer, setupTestApi, table, teachingHandlers } from '@medteach/api-client/testing';

export const FAKE_CODE = '482913';

export function signInFake({ active = false, codeRequired = active, students }: { active?: boolean; codeRequired?: boolean; students?: PlanStudent[] } = {}) {
  const state = {
    active,
    stopTime: null as string | null,
    clocks: [] as string[],
    marks: [] as { userId: number; status: string }[],
    students: students ?? [
      buildPlanStudent(),
      buildPlanStudent({ id: 102, userId: 102, userName: 'student02', realName: '王芳', clockStatus: ClockStatus.PRESENT }),
      buildPlanStudent({ id: 103, userId: 103, userName: 'student03', realName: '李娜', clockStatus: ClockStatus.EXCUSED }),
    ],
  };
  const session = (): SignInSession => ({
    planDetailId: 1,
    active: state.active,
    startTime: state.active ? '2026-09-01 07:50:00' : null,
    stopTime: state.stopTime,
    code: state.active ? FAKE_CODE : null,
    validForMs: SIGN_IN_CODE_PERIOD_MS,
    periodMs: SIGN_IN_CODE_PERIOD_MS,
    windowStart: '2026-09-01 07:45:00',
    windowEnd: '2026-09-01 09:40:00',
    inWindow: true,
  });
  const setStatus = (userId: number, clockStatus: PlanStudent['clockStatus']) => {
    state.students = state.students.map((s) => (s.userId === userId ? { ...s, clockStatus } : s));
  };
  const handlers = [
    http.get(apiPath(signInPaths.session), () => HttpResponse.json(ok(session()))),
    http.post(apiPath(signInPaths.start), () => {
      state.active = true;
      return HttpResponse.json(ok(session()));
    }),
    http.post(apiPath(signInPaths.stop), () => {
      state.active = false;
      state.stopTime = '2026-09-01 08:10:00';
      return HttpResponse.json(ok(session()));
    }),
    http.post(apiPath(signInPaths.mark), async ({ request }) => {
      const body = (await request.json()) as { userId: number; status: string };
      state.marks.push(body);
      setStatus(body.userId, body.status === 'excused' ? ClockStatus.EXCUSED : ClockStatus.PRESENT);
      return HttpResponse.json(ok());
    }),
    http.get(apiPath(signInPaths.state), () => HttpResponse.json(ok({ codeRequired, closed: false, inWindow: true }))),
    http.get(apiPath(teachingPaths.listStudent), () => HttpResponse.json(table(state.students))),
    http.get(apiPath(teachingPaths.clockInfo), () =>
      HttpResponse.json(ok({ clockList: state.clocks.map((clockTime, i) => ({ clockId: i + 1, clockTime })), clockTime: state.clocks.at(-1) ?? null })),
    ),
    http.post(apiPath(teachingPaths.clockSave), async ({ request }) => {
      const body = (await request.json()) as { code?: string };
      if (codeRequired && body.code !== FAKE_CODE) return HttpResponse.json(fail(500, SignInMessages.codeWrong));
      state.clocks.push('2026-09-01 08:01:00');
      setStatus(101, ClockStatus.PRESENT);
      return HttpResponse.json(ok({ clockList: state.clocks.map((clockTime, i) => ({ clockId: i + 1, clockTime })), clockTime: state.clocks.at(-1) }));
    }),
  ];
  return { state, handlers, setStatus };
}

/**
 * For a sign-in spec, at module level: a signed-in MSW server with the teaching handlers, and the function that puts a
 * fresh sign-in fake on it for one test.
 */
export function signInSpecServer() {
  const server = setupMswServer(...teachingHandlers(), ...authHandlers());
  setupTestApi({ tokenStore: createMemoryTokenStore('signed-in') });
  return (options: Parameters<typeof signInFake>[0] = {}) => {
    const fake = signInFake(options);
    server.use(...fake.handlers);
    return fake;
  };
}
