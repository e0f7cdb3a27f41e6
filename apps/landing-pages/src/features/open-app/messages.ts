/** Landing texts (spec §2 "Download, transfer and share pages", §8 copy messages). */
export const openAppText = {
  downloadTitle: '下载APP',
  jumpTitle: '打开APP',
  inviteTitle: '邀请好友',
  openInBrowser: '请复制链接地址，去外部浏览器中打开',
  inviteCopied: '邀请码已复制成功 请到银成圣云执业考试APP领取',
  openAndSee: '打开看看',
  dialogTitle: '提示',
  copy: '复制',
  ok: '确定',
  copied: '复制成功',
  copiedOpenInBrowser: '复制成功，请在浏览器打开链接',
  copyFailed: '请手动复制链接',
  download: '下载APP',
  openApp: '打开APP',
} as const;
