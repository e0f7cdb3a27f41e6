/**
 * Question types and answer marking shared by every side that shows or grades a question: the phone apps (through
 * `@medteach/question-engine`) and api-server (question-bank practice, composed papers, course and teaching-plan
 * papers). One table, one normaliser, so the screen and the server never disagree on whether an answer is right.
 */

/** Question types, dictionary `cmtt_exam_type` (spec §3). */
export const QuestionType = { A1: 0, A2: 1, A3: 2, A4: 3, B: 4, X: 5, JUDGE: 6, FILL: 7, ESSAY: 8 } as const;
export type QuestionTypeValue = (typeof QuestionType)[keyof typeof QuestionType];

/** Built-in labels (spec §3); screens show the `cmtt_exam_type` dictionary's labels over these when it answers. */
export const QUESTION_TYPE_LABELS: Readonly<Record<QuestionTypeValue, string>> = {
  0: 'A1型题',
  1: 'A2型题',
  2: 'A3型题',
  3: 'A4型题',
  4: 'B型题',
  5: 'X型题',
  6: '判断题',
  7: '填空题',
  8: '问答题',
};

/**
 * What every answering surface sends of a question, alike (spec §3 Question): practice, 错题复习, mock exams, composed
 * papers, plan papers, course papers and the console's phone preview. The phone draws a question from these fields,
 * so a question shows the same wherever it is answered — above all as many fill-in boxes as its key has blanks.
 * api-server fills them in one place (modules/question-bank/question-payload.ts); each surface adds its own fields.
 */
export interface QuestionShape {
  id: number;
  questionId: number;
  /** Question type 0–8; a group's children carry the group's. */
  type: number;
  typeName: string;
  content: string;
  /** The A3/A4/B group's stem, on its children. */
  publicContent: string | null;
  /** A group's answerable children where the surface nests them (A3/A4/B), else []. */
  childedList: QuestionShape[];
  /**
   * One entry per blank of a fill-in, so one box each: the blank's reference answer (several accepted ones joined
   * by '[|]'), '' while the key is withheld; [] for the other types.
   */
  blanksList: string[];
  /** Attachments (`/file/…` or http(s) addresses), comma-joined; '' when none. */
  fileUrl: string;
}

/** Types whose parent carries `childedList` (children inherit content and type). */
export const GROUP_QUESTION_TYPES: readonly QuestionTypeValue[] = [QuestionType.A3, QuestionType.A4, QuestionType.B];

export function isQuestionTypeValue(value: unknown): value is QuestionTypeValue {
  return typeof value === 'number' && Number.isInteger(value) && value >= QuestionType.A1 && value <= QuestionType.ESSAY;
}

/** Accepts 0..8 as a number or numeric text (the dictionary's dictValue); anything else is not a known type. */
export function toQuestionTypeValue(value: unknown): QuestionTypeValue | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return isQuestionTypeValue(n) ? n : null;
}

// ---------------------------------------------------------------- answer wire format (spec §3, §5)

/** Multi-choice picks are joined with a comma (spec §5). */
export const CHOICE_SEPARATOR = ',';
/** Fill-in blanks are joined with this marker (spec §3, §5). */
export const BLANK_SEPARATOR = '[$]';
/**
 * Several accepted answers for one blank of a fill-in key, e.g. `模式识别[|]模式识别法[$]心尖部`: blank 1 accepts
 * either wording, blank 2 one. A bracketed marker like `[$]` because a blank's answer may itself hold a comma
 * (the multi-choice separator) or a slash; a learner's own answer never carries it.
 */
export const ALTERNATIVE_SEPARATOR = '[|]';

/** The accepted answers of every blank of a fill-in key (`a[|]b[$]c` → [[a, b], [c]]), each trimmed. */
export function parseBlankKey(key: string): string[][] {
  return key.split(BLANK_SEPARATOR).map(acceptedAnswersOf);
}

/** The accepted answers of one blank of a key (`a[|]b` → [a, b]); empty alternatives are dropped. */
export function acceptedAnswersOf(blankKey: string): string[] {
  const accepted = blankKey.split(ALTERNATIVE_SEPARATOR).map((s) => s.trim()).filter((s) => s !== '');
  return accepted.length > 0 ? accepted : [blankKey.trim()];
}

/** A blank's key as shown to the learner: its accepted answers joined with " / ". */
export function displayBlankKey(blankKey: string): string {
  return acceptedAnswersOf(blankKey).join(' / ');
}

/**
 * A fill-in answer or key as every screen shows it (the phone after 正确答案 / 你的答案, the console's 试题分析): the
 * blanks in order separated by "；", each blank's accepted answers joined with " / " (`a[|]b[$]c` → `a / b；c`).
 */
export function displayBlanks(blanks: readonly string[]): string {
  return blanks.map(displayBlankKey).join('；');
}

// Sentence punctuation and quotes a learner may type around an answer without meaning anything (after NFKC, so
// full-width ，。；：！？ arrive here half-width or as 。、). Not dashes, %, ° or brackets: those can carry meaning.
const EDGE_PUNCTUATION = /^[\s.,;:!?。、…·'"“”‘’「」『』]+|[\s.,;:!?。、…·'"“”‘’「」『』]+$/gu;

/**
 * One blank's answer in comparable form: full-width letters, digits and symbols folded to half-width (NFKC),
 * letters in lower case, all white space removed (Chinese answers carry none; `heart failure` ≈ `heartfailure`),
 * punctuation at either end dropped (模式识别。 ≈ 模式识别). Inner punctuation stays: 2,4 is not 24.
 */
export function normaliseBlankAnswer(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(EDGE_PUNCTUATION, '').replace(/\s+/g, '');
}

/** Whether a learner's blank matches one of the blank's accepted answers after normalisation. */
export function blankMatches(given: string, blankKey: string): boolean {
  const answer = normaliseBlankAnswer(given);
  return answer !== '' && acceptedAnswersOf(blankKey).some((accepted) => normaliseBlankAnswer(accepted) === answer);
}

/** Per-blank verdicts of a fill-in answer against its key (both in wire form); a missing blank is wrong. */
export function markBlanks(answer: string, key: string): boolean[] {
  const given = answer.split(BLANK_SEPARATOR);
  return key.split(BLANK_SEPARATOR).map((blankKey, i) => blankMatches(given[i] ?? '', blankKey));
}

/** Option letters in canonical form: trimmed, upper case, unique, alphabetical. */
export function normaliseChoiceLetters(letters: readonly string[]): string[] {
  return [...new Set(letters.map((letter) => letter.trim().toUpperCase()).filter((letter) => letter !== ''))].sort();
}

/** Multi-choice is right only with exactly the key's letters (a partly right X-type answer is wrong). */
export function sameChoices(given: readonly string[], expected: readonly string[]): boolean {
  const left = normaliseChoiceLetters(given);
  const right = normaliseChoiceLetters(expected);
  return left.length === right.length && left.every((letter, i) => letter === right[i]);
}
