import type { NativeBridge } from '@medteach/bridge';
import type { Question } from '@medteach/question-engine';
import { CLINICAL_MAJOR_TYPE, isTopicMode, KNOWLEDGE_HIDDEN_CODE, type AnsweringParams } from './answering-params';

/** Spec §6: the knowledge entry shows in topic practice only, when code is not 6 and majorType is 1. */
export function showsKnowledgeEntry(params: AnsweringParams): boolean {
  return isTopicMode(params) && params.code !== KNOWLEDGE_HIDDEN_CODE && params.majorType === CLINICAL_MAJOR_TYPE;
}

/** The knowledge item a question links to, if any (ids arrive as numbers or digit strings). */
export function knowledgeIdOf(question: Question): number | undefined {
  const id = Number(question.knowledgeId);
  return question.knowledgeId !== null && question.knowledgeId !== undefined && Number.isInteger(id) && id > 0 ? id : undefined;
}

/** learner-h5's own knowledge page (spec §2 "/medical"). */
export const medicalLink = (knowledgeId: number) => `/medical?id=${knowledgeId}`;

export type KnowledgeOutcome = { kind: 'page'; to: string } | { kind: 'bridge' } | { kind: 'none' };

/**
 * What the knowledge entry does for this question. Knowledge belongs to the paid skill: inside the native app, while
 * the practice is locked it goes to native (spec §4 "going past 5 by … knowledge entry triggers the bridge");
 * unlocked, a question that links a knowledge item opens it here, and one without a link lets native show its own.
 * Without a native host (issue 18) nothing would take the bridge call, so a linked article always opens here, locked
 * or not: a knowledge article is free to read (GET /literature/syKb/getById/{id} needs a sign-in, no purchase, and the lock
 * already covers the questions themselves); a question without a link has nothing to show (`none`).
 */
export function knowledgeOutcome(question: Question, unlocked: boolean, nativeHost = true): KnowledgeOutcome {
  const id = knowledgeIdOf(question);
  if (!nativeHost) return id === undefined ? { kind: 'none' } : { kind: 'page', to: medicalLink(id) };
  return unlocked && id !== undefined ? { kind: 'page', to: medicalLink(id) } : { kind: 'bridge' };
}

/** The questionsAction payload of the knowledge entry: where the learner is and on which question. */
export function openKnowledgeInNative(bridge: Pick<NativeBridge, 'questionsAction'>, params: AnsweringParams, questionId: number): boolean {
  return bridge.questionsAction({
    studyBankId: params.studyBankId,
    categoryId: params.categoryId,
    majorType: params.majorType,
    code: params.code,
    productInfoId: params.productInfoId,
    questionId,
  });
}
