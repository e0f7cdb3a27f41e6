/** 第一考站 第1考室 (the station left out while the snapshot has not named it). */
const place = (stationName: string, roomName: string) => [stationName, roomName].filter(Boolean).join(' ');

/** UI text of the waiting-room board (spec §2 "Waiting-room display"; the tip is the spec's, character for character). */
export const waitMessages = {
  tip: '温馨提示！考试现场，保持安静！',
  inProgress: '正在考试',
  waiting: '候考考生',
  calling: '当前叫号',
  room: '考室',
  name: '姓名',
  jobNumber: '工号',
  batch: '批次',
  status: '状态',
  batchOf: (batch: number) => `第${batch}批`,
  /** The 状态 column of the waiting list: still waiting, or called and not yet arrived (stays after the 30 s call display). */
  statusWaiting: '候考',
  statusCalled: '已叫号',
  /** Where a called examinee goes, on a line of its own under the row: station and room, whole. */
  calledPlace: (stationName: string, roomName: string) => `请到 ${place(stationName, roomName)}`,
  callName: (realName: string) => `请 ${realName}`,
  callPlace: (stationName: string, roomName: string) => `到 ${place(stationName, roomName)} 考试`,
  announcement: (realName: string, roomName: string) => `请${realName}到${roomName}考试`,
  empty: '暂无数据',
  missingCode: '缺少设备编号 codeAddress',
  loadFailed: '候考信息加载失败，稍后自动重试',
  connection: { connected: '已连接', reconnecting: '正在重连', disconnected: '已断开' },
  lostSince: (time: string) => `${time} 起`,
  updatedAt: (time: string) => `更新于 ${time}`,
  enableSpeech: '开启语音播报',
  speechReady: '语音已就绪',
  disableSpeech: '关闭语音播报',
  weekdays: ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'],
} as const;
