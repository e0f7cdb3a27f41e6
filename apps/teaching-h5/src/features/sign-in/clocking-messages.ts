/** UI text of /clocking (spec §2 "Sign-in"); field labels are not in the spec. */
export const clockingText = {
  title: '考勤打卡',
  signIn: '签到打卡',
  update: '更新打卡',
  /** Per-step update link (label not in the spec). */
  updateLink: '更新',
  planName: '课程名称',
  teachingTime: '上课时间',
  teacherName: '授课教师',
  clockRecords: '打卡记录',
  clockedAt: (time: string) => `打卡时间 ${time}`,
  notOpen: '当前不在考勤时间内',
  /** Sign-in code of a teacher's session (issue 17; not in the spec). */
  codeLabel: '签到码',
  codePlaceholder: '请输入老师展示的6位签到码',
} as const;
