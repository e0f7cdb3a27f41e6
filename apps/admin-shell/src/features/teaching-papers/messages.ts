export const paperText = {
  paperId: '试卷编号',
  name: '试卷名称',
  questionCount: '题数',
  recordCount: '作答人次',
  lessonCount: '使用课次',
  addTitle: '从题库组卷',
  editTitle: '修改试卷',
  deleteConfirm: (names: string) => `是否确认删除试卷"${names}"？已有学员作答的试卷不能删除。`,
  answeredTip: (records: number) => `已有 ${records} 份答卷，试题不能再修改，只能修改名称`,
  notFromBank: '该试卷的试题不是从题库选取的，只能修改名称',
  questionsRequired: '请至少选择一道试题',
  lessonsTip: '试卷在“课次”中挂到课程上；教师和学员在手机端立即看到修改后的试题。',
} as const;
