/** The bank picker's words (课程试卷 and 教学试卷 dialogs). */
export const pickerText = {
  pickTitle: '选择试题',
  picked: (n: number) => `已选 ${n} 题`,
  category: '分类',
  type: '题型',
  content: '题干',
  children: (n: number) => `含 ${n} 小题`,
  remove: '移除',
  pickedEmpty: '尚未选择试题，请在左侧勾选',
  moveUp: '上移',
  moveDown: '下移',
} as const;
