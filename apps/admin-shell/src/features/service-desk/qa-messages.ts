import { messages } from '../../messages';

/** 问答管理 texts. */
export const qaText = {
  pageTitle: messages.pages.qa,
  id: '编号',
  identify: '客服线路',
  identifyHint: '学员端 /artificial?identify= 的值，学员端默认 YCSY',
  directoryName: '业务名称',
  sort: '排序',
  problemCount: '问题数',
  addDirectory: '添加业务',
  editDirectory: '修改业务',
  deleteDirectory: (names: string) => `是否确认删除业务"${names}"？业务下还有问题时不能删除。`,
  directory: '所属业务',
  problem: '问题',
  answer: '答案',
  addProblem: '添加问题',
  editProblem: '修改问题',
  deleteProblem: (names: string) => `是否确认删除问题"${names}"？学员咨询过的问题不能删除。`,
  directoriesCard: '客服业务',
  problemsCard: '问题与答案',
} as const;
