import { ALTERNATIVE_SEPARATOR, BLANK_SEPARATOR, QuestionType, type QuestionTypeValue } from '@medteach/contract';

/**
 * Compact builders for the seed question bank. Options get letters A, B, … in order; `correct` is the machine
 * answer (letters joined by ',', blanks by '[$]', reference text for essays).
 */
export interface SeedQuestion {
  type: QuestionTypeValue;
  content: string;
  options: string[];
  correct: string;
  analysis: string;
  /** Asset file name under assets/question-bank (served as /file/<name>). */
  file?: string;
  /** A3/A4/B children: they inherit the parent's type (and, for B, its options). */
  children?: SeedQuestion[];
}

export interface SeedLeaf {
  name: string;
  questions: SeedQuestion[];
}

export interface SeedCategory {
  name: string;
  code: string;
  /** Set for categories sold as a skill (commerce module, spec §4 topic lock). */
  skill?: { skillId: number; skillName: string; skillIntegral: number; productInfoId: number };
  isDemo?: boolean;
  leaves: SeedLeaf[];
}

export interface SeedBank {
  majorType: number;
  name: string;
  categories: SeedCategory[];
}

type Extra = { file?: string };

const choice = (type: QuestionTypeValue) => (content: string, options: string[], correct: string, analysis: string, extra: Extra = {}): SeedQuestion => ({
  type,
  content,
  options,
  correct,
  analysis,
  ...extra,
});

export const a1 = choice(QuestionType.A1);
export const a2 = choice(QuestionType.A2);
/** Multi-choice: `correct` like 'A,C,D'. */
export const x = choice(QuestionType.X);

export const JUDGE_OPTIONS = ['正确', '错误'];
export const judge = (content: string, isTrue: boolean, analysis: string, extra: Extra = {}): SeedQuestion => ({
  type: QuestionType.JUDGE,
  content,
  options: JUDGE_OPTIONS,
  correct: isTrue ? 'A' : 'B',
  analysis,
  ...extra,
});

/**
 * Fill-in: blanks are marked ＿＿ in the stem; each blank has one answer or a list of accepted answers (stored
 * `a[|]b`, blanks joined with `[$]`, see the contract's ALTERNATIVE_SEPARATOR).
 */
export const fill = (content: string, blanks: (string | string[])[], analysis: string, extra: Extra = {}): SeedQuestion => ({
  type: QuestionType.FILL,
  content,
  options: [],
  correct: blanks.map((blank) => (Array.isArray(blank) ? blank.join(ALTERNATIVE_SEPARATOR) : blank)).join(BLANK_SEPARATOR),
  analysis,
  ...extra,
});

export const essay = (content: string, reference: string, analysis: string, extra: Extra = {}): SeedQuestion => ({
  type: QuestionType.ESSAY,
  content,
  options: [],
  correct: reference,
  analysis,
  ...extra,
});

/** A child of a group: its own stem, options (empty for B: the parent's are used), answer and analysis. */
export const sub = (content: string, options: string[], correct: string, analysis: string) => ({ content, options, correct, analysis });

const group =
  (type: QuestionTypeValue) =>
  (content: string, children: ReturnType<typeof sub>[], sharedOptions: string[] = [], extra: Extra = {}): SeedQuestion => ({
    type,
    content,
    options: sharedOptions,
    correct: '',
    analysis: '',
    ...extra,
    children: children.map((c) => ({ type, ...c, options: c.options.length ? c.options : sharedOptions })),
  });

export const a3 = group(QuestionType.A3);
export const a4 = group(QuestionType.A4);
/** B type: shared options on the parent, several stems below. */
export const b = (stem: string, sharedOptions: string[], children: ReturnType<typeof sub>[]) => group(QuestionType.B)(stem, children, sharedOptions);
