import type { ExamineeStatus } from '@medteach/contract';
import { messages } from '../../messages';

/** 考试看板 texts. */
export const examDayText = {
  pageTitle: messages.pages.examDay,
  exam: '考试',
  pickExam: '请选择考试',
  today: '今日',
  window: (from: string | null, to: string | null) => (from && to ? `${from} 至 ${to}` : '未排定考试时间'),
  noExams: '暂无考试',
  noExamsHint: '请先在考试管理中新增考试和考站',
  noStations: '该考试暂无考站',
  loadFailed: '考试看板加载失败',
  live: { connected: '实时更新中', reconnecting: '连接中断，正在重连…', disconnected: '未连接实时更新' },
  liveHint: '考生状态和显示屏连接由服务器实时推送',
  totals: '全部考站',
  countsOf: (station: string) => `${station}考生人数`,
  /** The five counts per station, in the order the day runs. */
  counts: { waiting: '候考', called: '已叫号', inProgress: '考试中', done: '已完成', passed: '过号' } satisfies Record<ExamineeStatus, string>,
  room: '考室',
  current: '当前考生',
  elapsed: '用时',
  idle: '空闲',
  calledFor: '叫号后已等',
  waited: '已等',
  overtime: '超时',
  displays: '显示屏',
  displaysOnline: (n: number, of: number) => `显示屏 ${n}/${of} 在线`,
  wall: '候考屏',
  roomScreen: (room: string) => `${room}屏`,
  noDisplays: '未登记显示屏',
  online: '已连接',
  offline: '未连接',
  since: (t: string | null) => (t ? `状态时间 ${t}` : '从未连接'),
  openConsole: '叫号台',
  openConsoleLabel: (station: string) => `打开${station}叫号台`,
  drawerTitle: (station: string) => `${station} · 叫号台`,
};
