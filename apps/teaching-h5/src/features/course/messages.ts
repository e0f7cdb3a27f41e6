import { CourseMessages } from '@medteach/contract';

/**
 * UI text of the online-course screens (spec §2 "/teachLearn", "/teachLearnCertificate", §5, §8). Captions the
 * spec leaves open are grouped at the end.
 */
export const courseText = {
  title: '在线学习',
  certificateTitle: '学分详情',
  viewCredits: '查看学分',
  startTest: '开始测试',
  copyExternalLink: '复制打开外链',
  copyDownloadLink: '复制下载文件',
  /** Spec §8: the copy-link outcomes. */
  copied: '复制成功',
  copiedOpenInBrowser: '复制成功，请在浏览器打开链接',
  openInExternalBrowser: '请复制链接地址，去外部浏览器中打开',
  copyFailed: '请手动复制链接',
  creditsNeeded: (n: number) => `还需 ${n}学分 即可获得证书`,
  creditsReached: '已到达可获得证书标准',
  claim: '领取证书',
  download: '下载证书',
  notPassed: CourseMessages.notPassed,
  claimed: CourseMessages.collected,

  // Captions not written in the spec.
  courseTime: '课程时间',
  startTime: '开始时间',
  endTime: '结束时间',
  resources: '学习资源',
  papers: '课后测试',
  viewReport: '查看成绩',
  reviewPaper: '查看试卷',
  credit: (n: number) => `${n}学分`,
  earned: '已获得',
  myCredits: '我的学分',
  minimumCredits: (n: number) => `最低 ${n}学分`,
  progressValue: (earned: number, minimum: number) => `${earned}/${minimum}`,
  certificatePreview: '证书预览',
  certificateAlt: (courseName: string) => `${courseName}结业证书`,
  longPressToSave: '长按图片保存证书',
  relatedCourses: '相关课程',
  close: '关闭',
  fileKinds: { video: '视频', image: '图片', audio: '音频', link: '外链', document: '文档' },
  /** What the learner reads on the generated certificate (drawn on the canvas). */
  certificate: {
    fileName: (courseName: string) => `${courseName}-结业证书.png`,
    completed: (courseName: string) => `已完成《${courseName}》课程学习，特发此证。`,
    time: (courseTime: string) => `课程时间：${courseTime}`,
    code: (code: string) => `证书编号：${code}`,
  },
} as const;
