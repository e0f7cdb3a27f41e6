/** Demo teaching-plan papers covering every question type of spec §3 (0 A1 … 8 问答). */
export interface SeedQuestion {
  type: number;
  publicContent?: string;
  content: string;
  options?: string[];
  correct: string;
  analysis: string;
}

const A3_CASE = '患者，男，58岁。反复胸骨后压榨样疼痛3年，每次持续3～5分钟，休息后缓解。今晨疼痛持续1小时不缓解，伴大汗。';
const B_OPTIONS = ['稽留热', '弛张热', '间歇热', '波状热', '回归热'];

export const SEED_PAPERS: { paperId: number; name: string; questions: SeedQuestion[] }[] = [
  {
    paperId: 1,
    name: '诊断学随堂测试',
    questions: [
      { type: 0, content: '正常成人腋测法体温范围是', options: ['35.0～36.0℃', '36.0～37.0℃', '36.3～37.2℃', '36.5～37.7℃', '37.0～38.0℃'], correct: 'B', analysis: '腋测法正常值为36.0～37.0℃。' },
      { type: 1, content: '患者，女，25岁。发热3天，体温波动于39～40℃，24小时内波动不超过1℃。其热型为', options: B_OPTIONS, correct: 'A', analysis: '体温持续于39～40℃以上，24小时波动不超过1℃为稽留热。' },
      { type: 2, publicContent: A3_CASE, content: '最可能的诊断是', options: ['稳定型心绞痛', '急性心肌梗死', '主动脉夹层', '急性心包炎', '肺栓塞'], correct: 'B', analysis: '胸痛持续超过30分钟不缓解伴大汗，首先考虑急性心肌梗死。' },
      { type: 3, publicContent: A3_CASE, content: '首选的检查是', options: ['胸部X线', '心电图', '心脏超声', '冠脉CT', '运动负荷试验'], correct: 'B', analysis: '心电图是诊断急性心肌梗死最快捷的检查。' },
      { type: 4, publicContent: `（共用备选答案）${B_OPTIONS.join('、')}`, content: '疟疾常见的热型是', options: B_OPTIONS, correct: 'C', analysis: '疟疾表现为间歇热。' },
      { type: 5, content: '属于问诊内容的有', options: ['主诉', '现病史', '既往史', '体格检查', '家族史'], correct: 'A,B,C,E', analysis: '体格检查不属于问诊。' },
      { type: 6, content: '叩诊音中清音是正常肺部的叩诊音。', options: ['正确', '错误'], correct: 'A', analysis: '正常肺部叩诊呈清音。' },
      { type: 7, content: '心脏听诊的五个瓣膜听诊区中，二尖瓣区位于____，主动脉瓣区位于____。', correct: '心尖部[$]胸骨右缘第2肋间', analysis: '二尖瓣区位于心尖搏动最强点。' },
      { type: 8, content: '简述问诊的基本方法与技巧。', correct: '从一般性提问开始，避免诱导性提问，及时核实，注意系统性和目的性。', analysis: '要点：循序渐进、避免暗示、核实资料、语言通俗。' },
    ],
  },
  {
    paperId: 2,
    name: '问诊技巧小测',
    questions: [
      { type: 0, content: '主诉的书写一般不超过', options: ['10个字', '20个字', '30个字', '50个字', '100个字'], correct: 'B', analysis: '主诉应简明扼要，一般不超过20个字。' },
      { type: 6, content: '问诊时可以使用诱导性提问以提高效率。', options: ['正确', '错误'], correct: 'B', analysis: '诱导性提问会使资料失真。' },
      { type: 5, content: '现病史包括', options: ['起病情况', '主要症状特点', '诊治经过', '出生地', '一般情况'], correct: 'A,B,C,E', analysis: '出生地属于个人史。' },
    ],
  },
];

const LETTERS = 'ABCDEFGH';
export const optionList = (options: string[] = []) => options.map((name, i) => ({ type: LETTERS[i], name }));
