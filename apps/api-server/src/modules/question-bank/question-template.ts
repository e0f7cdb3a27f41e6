import { Col, OPTION_LETTERS, optionColumn, type SheetCells } from './question-sheet';

/** One example row per question type, and a group of each kind, in the template's shape. */
type ExampleRow = Record<string, string>;

const options = (...names: string[]): ExampleRow => Object.fromEntries(names.map((name, i) => [optionColumn(OPTION_LETTERS[i]), name]));

/**
 * The template's example rows for `category` ('一级/二级', a real category so the template imports as it is).
 * Types are written as `labelOf` names them (the `cmtt_exam_type` dictionary's labels).
 */
export function templateExampleRows(category: string, labelOf: (type: number) => string): SheetCells[] {
  const row = (type: number, fields: ExampleRow): ExampleRow => ({ [Col.TYPE]: labelOf(type), [Col.CATEGORY]: category, ...fields });
  /** A group's later rows: 题型 and 分类 may stay empty (they are the first row's). */
  const sub = (group: string, fields: ExampleRow): ExampleRow => ({ ...fields, [Col.GROUP]: group });
  return [
    row(0, { [Col.STEM]: '（示例）社区获得性肺炎最常见的致病菌是', ...options('金黄色葡萄球菌', '肺炎链球菌', '铜绿假单胞菌', '肺炎克雷伯菌', '嗜肺军团菌'), [Col.ANSWER]: 'B', [Col.ANALYSIS]: '单选题：答案填一个选项字母。' }),
    row(1, { [Col.STEM]: '（示例）男，24岁。运动后反复发作呼气性呼吸困难3年，发作时双肺满布哮鸣音。最可能的诊断是', ...options('慢性支气管炎', '支气管哮喘', '支气管扩张', '左心衰竭', '自发性气胸'), [Col.ANSWER]: 'B', [Col.ANALYSIS]: 'A2型题：病例摘要加一问。' }),
    row(5, { [Col.STEM]: '（示例）急性左心衰竭的抢救措施包括', ...options('取坐位、双腿下垂', '高流量吸氧', '静脉注射呋塞米', '大量快速补液'), [Col.ANSWER]: 'A,B,C', [Col.ANALYSIS]: '多选题：答案的字母用英文逗号分隔。' }),
    row(6, { [Col.STEM]: '（示例）肺结核患者痰涂片抗酸杆菌阳性即具有传染性。', ...options('正确', '错误'), [Col.ANSWER]: 'A', [Col.ANALYSIS]: '判断题：选项可不填（默认 正确/错误），答案填A或B，也可填 正确/错误。' }),
    row(7, { [Col.STEM]: '（示例）心肌梗死后最早升高的标志物是 ＿＿ ，特异性最高的是 ＿＿ 。', [Col.ANSWER]: '肌红蛋白[$]肌钙蛋白|cTn', [Col.ANALYSIS]: '填空题：每个空的答案用[$]分隔，同一空可接受的多个答案用|分隔。' }),
    row(8, { [Col.STEM]: '（示例）简述慢性阻塞性肺疾病急性加重的处理原则。', [Col.ANSWER]: '控制性氧疗、支气管舒张剂、糖皮质激素、抗感染、必要时机械通气。', [Col.ANALYSIS]: '问答题：答案填参考答案，不自动判分。' }),
    row(2, { [Col.STEM]: '（示例）男，30岁。受凉后寒战、高热2天，咳铁锈色痰。（A3型题：组的第一行填共用题干，不填答案）', [Col.GROUP]: 'G1' }),
    sub('G1', { [Col.STEM]: '最可能的诊断是', ...options('肺炎链球菌肺炎', '肺脓肿', '肺结核', '病毒性肺炎'), [Col.ANSWER]: 'A', [Col.ANALYSIS]: '同一组号的下面几行是小题。' }),
    sub('G1', { [Col.STEM]: '首选的抗菌药物是', ...options('青霉素G', '万古霉素', '异烟肼', '甲硝唑'), [Col.ANSWER]: 'A' }),
    row(3, { [Col.STEM]: '（示例）女，45岁。风湿性心脏病史10年，心尖区舒张期隆隆样杂音。（A4型题）', [Col.GROUP]: 'G2' }),
    sub('G2', { [Col.STEM]: '最可能的瓣膜病变是', ...options('二尖瓣狭窄', '二尖瓣关闭不全', '主动脉瓣狭窄', '主动脉瓣关闭不全'), [Col.ANSWER]: 'A' }),
    sub('G2', { [Col.STEM]: '明确诊断首选的检查是', ...options('胸部X线', '心电图', '超声心动图', '冠状动脉造影'), [Col.ANSWER]: 'C' }),
    row(4, { [Col.STEM]: '（共用备选答案）', ...options('硝苯地平', '卡托普利', '氢氯噻嗪', '美托洛尔'), [Col.GROUP]: 'G3' }),
    sub('G3', { [Col.STEM]: '（示例）高血压合并糖尿病蛋白尿者首选', [Col.ANSWER]: 'B', [Col.ANALYSIS]: 'B型题：第一行填共用选项，小题不填选项。' }),
    sub('G3', { [Col.STEM]: '（示例）高血压合并快速性心律失常者首选', [Col.ANSWER]: 'D' }),
  ];
}
