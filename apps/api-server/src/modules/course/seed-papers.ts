import { QuestionType } from '@medteach/contract';

/** A seeded question; stems (A3/A4/B) hold their answerable questions in `children`. */
export interface SeedQuestion {
  type: number;
  content: string;
  options?: readonly (readonly [letter: string, name: string])[];
  correct?: string;
  analysis?: string;
  children?: readonly SeedQuestion[];
}
export interface SeedPaperData {
  paperId: number;
  name: string;
  questions: readonly SeedQuestion[];
}

/** The stem of a B-type group: the shared options, no case text. */
const SHARED_OPTIONS_STEM = '（共用备选答案）';

/**
 * An A3/A4/B stem: its answerable questions inherit the stem's type and, for B-type, the options they share
 * (spec §3 childedList).
 */
function stem(type: number, content: string, children: readonly Omit<SeedQuestion, 'type'>[], options?: SeedQuestion['options']): SeedQuestion {
  return { type, content, options, children: children.map((child) => ({ type, options, ...child })) };
}
const sharedOptionsGroup = (options: SeedQuestion['options'], children: readonly Omit<SeedQuestion, 'type' | 'options'>[]) =>
  stem(QuestionType.B, SHARED_OPTIONS_STEM, children, options);

const JUDGEMENT_OPTIONS = [['A', '正确'], ['B', '错误']] as const;
const CHEST_PAIN_OPTIONS = [
  ['A', '急性心肌梗死'],
  ['B', '主动脉夹层'],
  ['C', '急性肺栓塞'],
  ['D', '自发性气胸'],
  ['E', '急性心包炎'],
] as const;

/** 内科学综合测验: every question type of spec §3 (0–8), 12 answerable questions. */
const INTERNAL_MEDICINE_TEST: SeedPaperData = {
  paperId: 1,
  name: '内科学综合测验',
  questions: [
    {
      type: QuestionType.A1,
      content: '诊断急性心肌梗死最有价值的血清标志物是',
      options: [['A', '肌红蛋白'], ['B', '心肌肌钙蛋白'], ['C', '乳酸脱氢酶'], ['D', '天门冬氨酸氨基转移酶'], ['E', 'C反应蛋白']],
      correct: 'B',
      analysis: '心肌肌钙蛋白特异性和敏感性最高，是诊断心肌坏死的首选标志物。',
    },
    {
      type: QuestionType.A2,
      content: '男，65岁。突发胸骨后压榨性疼痛3小时，心电图示V1～V4导联ST段弓背向上抬高。最可能的诊断是',
      options: [['A', '急性下壁心肌梗死'], ['B', '急性前壁心肌梗死'], ['C', '变异型心绞痛'], ['D', '急性心包炎'], ['E', '主动脉夹层']],
      correct: 'B',
      analysis: 'V1～V4导联对应左心室前壁，ST段弓背向上抬高提示急性前壁心肌梗死。',
    },
    stem(QuestionType.A3, '女，72岁。活动后气短2年，夜间阵发性呼吸困难1周。查体：双肺底湿啰音，心尖部可闻及舒张期奔马律。', [
      {
        content: '最可能的诊断是',
        options: [['A', '慢性阻塞性肺疾病'], ['B', '左心衰竭'], ['C', '支气管哮喘'], ['D', '肺炎'], ['E', '肺栓塞']],
        correct: 'B',
        analysis: '夜间阵发性呼吸困难、肺底湿啰音和奔马律是左心衰竭的典型表现。',
      },
      {
        content: '对明确诊断最有帮助的检查是',
        options: [['A', '血常规'], ['B', '超声心动图'], ['C', '肺功能'], ['D', '胸部CT'], ['E', '动脉血气分析']],
        correct: 'B',
        analysis: '超声心动图可评估心脏结构和射血分数。',
      },
    ]),
    stem(QuestionType.A4, '男，45岁。上腹痛伴黑便2天，既往有十二指肠溃疡病史。血压90/60 mmHg，心率112次/分。', [
      {
        content: '首先应采取的措施是',
        options: [['A', '立即胃镜检查'], ['B', '建立静脉通路，补充血容量'], ['C', '口服止血药'], ['D', '急诊手术'], ['E', '腹部CT']],
        correct: 'B',
        analysis: '存在休克表现时首先恢复血容量。',
      },
      {
        content: '病情稳定后首选的检查是',
        options: [['A', '上消化道钡餐'], ['B', '胃镜'], ['C', '腹部B超'], ['D', '血管造影'], ['E', '粪便隐血']],
        correct: 'B',
        analysis: '胃镜可明确出血部位并同时进行内镜下止血。',
      },
    ]),
    sharedOptionsGroup(CHEST_PAIN_OPTIONS, [
      { content: '胸痛呈撕裂样，双上肢血压明显不等，见于', correct: 'B', analysis: '撕裂样胸痛和双上肢血压差提示主动脉夹层。' },
      { content: '长期卧床后突发胸痛、咯血、呼吸困难，见于', correct: 'C', analysis: '长期卧床是静脉血栓的危险因素，提示肺栓塞。' },
    ]),
    {
      type: QuestionType.X,
      content: '下列属于高血压急症靶器官损害表现的有',
      options: [['A', '高血压脑病'], ['B', '急性左心衰竭'], ['C', '主动脉夹层'], ['D', '单纯性头痛'], ['E', '急性肾损伤']],
      correct: 'A,B,C,E',
      analysis: '单纯性头痛不属于靶器官急性损害。',
    },
    {
      type: QuestionType.JUDGE,
      content: '所有急性胸痛患者均应在首次医疗接触后10分钟内完成心电图检查。',
      options: JUDGEMENT_OPTIONS,
      correct: 'A',
      analysis: '指南要求首次医疗接触后10分钟内完成首份心电图。',
    },
    {
      type: QuestionType.FILL,
      content: '成人正常静息心率范围为____次/分至____次/分。',
      correct: '60[$]100',
      analysis: '成人正常静息心率为60～100次/分。',
    },
    {
      type: QuestionType.ESSAY,
      content: '简述急性胸痛的临床诊断思路。',
      correct: '先识别致命性胸痛（急性冠脉综合征、主动脉夹层、肺栓塞、张力性气胸），再结合病史、体征、心电图和实验室检查逐步鉴别。',
      analysis: '答出致命性胸痛的优先排除及检查顺序即可。',
    },
  ],
};

/** 讲义自测: the lecture-notes (PDF) resource earns its credits through this paper only. */
const LECTURE_NOTES_TEST: SeedPaperData = {
  paperId: 2,
  name: '临床思维讲义自测',
  questions: [
    {
      type: QuestionType.A1,
      content: '临床思维的第一步是',
      options: [['A', '开具检查'], ['B', '全面收集病史资料'], ['C', '制定治疗方案'], ['D', '查阅文献'], ['E', '会诊']],
      correct: 'B',
      analysis: '准确完整的病史是临床思维的基础。',
    },
    { type: QuestionType.JUDGE, content: '诊断一旦确立就不需要再修正。', options: JUDGEMENT_OPTIONS, correct: 'B', analysis: '诊断需在病程中不断验证和修正。' },
    { type: QuestionType.FILL, content: '常用的临床推理方法包括假设演绎法和____。', correct: '模式识别[|]模式识别法', analysis: '模式识别法依靠经验快速识别典型病例。' },
  ],
};

const ORAL_OPTIONS = [['A', '上颌骨'], ['B', '下颌骨'], ['C', '颧骨'], ['D', '鼻骨'], ['E', '舌骨']] as const;

/** 口腔颌面外科基础测验. */
const ORAL_SURGERY_TEST: SeedPaperData = {
  paperId: 3,
  name: '口腔颌面外科基础测验',
  questions: [
    {
      type: QuestionType.A1,
      content: '拔除下颌阻生第三磨牙最常见的并发症是',
      options: [['A', '干槽症'], ['B', '颌骨骨折'], ['C', '颞下颌关节脱位'], ['D', '上颌窦穿孔'], ['E', '面神经损伤']],
      correct: 'A',
      analysis: '干槽症多见于下颌阻生第三磨牙拔除后。',
    },
    sharedOptionsGroup(ORAL_OPTIONS, [
      { content: '颌面部骨折中发生率最高的是', correct: 'B', analysis: '下颌骨位置突出，骨折最常见。' },
      { content: '与上颌窦关系最密切的是', correct: 'A', analysis: '上颌窦位于上颌骨体内。' },
    ]),
    {
      type: QuestionType.X,
      content: '口腔颌面部间隙感染的常见来源有',
      options: [['A', '牙源性'], ['B', '腺源性'], ['C', '损伤性'], ['D', '血源性'], ['E', '遗传性']],
      correct: 'A,B,C,D',
      analysis: '遗传因素不是感染来源。',
    },
    { type: QuestionType.JUDGE, content: '局部麻醉前应询问患者过敏史。', options: JUDGEMENT_OPTIONS, correct: 'A', analysis: '预防麻醉药物过敏反应。' },
    { type: QuestionType.FILL, content: '下牙槽神经阻滞麻醉的进针点位于____。', correct: '翼下颌皱襞外侧', analysis: '进针点在颊脂垫尖、翼下颌皱襞外侧3～4 mm。' },
  ],
};

export const SEED_COURSE_PAPERS: readonly SeedPaperData[] = [INTERNAL_MEDICINE_TEST, LECTURE_NOTES_TEST, ORAL_SURGERY_TEST];

export const SeedCoursePaper = { INTERNAL_MEDICINE: 1, LECTURE_NOTES: 2, ORAL_SURGERY: 3 } as const;

/** Correct answers of a paper's answerable questions, in paper order. */
export function leafAnswers(paper: SeedPaperData): string[] {
  return paper.questions.flatMap((q) => (q.children ? q.children.map((c) => c.correct ?? '') : [q.correct ?? '']));
}
