/**
 * learner-h5's answer outbox seen from outside: what the page keeps in localStorage, and what the server stored.
 * The storage key and entry shape are those of apps/learner-h5/src/shared/answer-outbox.ts (the key:
 * ANSWER_OUTBOX_STORAGE_KEY in shared/outbox-signal.ts); e2e reads them as a user's browser holds them.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { QuestionListType, questionBankPaths, type AnswerAddBody, type BankQuestion } from '@medteach/contract';

export const OUTBOX_STORAGE_KEY = 'medteach.answerOutbox';

export interface QueuedAnswer {
  id: string;
  body: { kind: 'bank'; body: AnswerAddBody };
  queuedAt: number;
}

/** The answers waiting in the page's outbox, oldest first. */
export async function answerOutbox(page: Page): Promise<QueuedAnswer[]> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), OUTBOX_STORAGE_KEY);
  return raw ? (JSON.parse(raw) as QueuedAnswer[]) : [];
}

/** The student's answer to the question as the server has it ('' when none), read as topic practice does. */
export async function storedAnswer(api: APIRequestContext, token: string, answer: AnswerAddBody): Promise<string> {
  const res = await api.post(`/api${questionBankPaths.getQuestions}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { categoryIds: [answer.categoryId], studyBankId: answer.studyBankId, type: QuestionListType.TOPIC, majorType: answer.majorType },
  });
  const body = (await res.json()) as { code: number; msg: string; data?: BankQuestion[] };
  if (body.code !== 200) throw new Error(`getQuestions answered ${body.code}: ${body.msg}`);
  const all = (body.data ?? []).flatMap((q) => [q, ...(q.childedList ?? [])]);
  const found = all.find((q) => q.id === answer.questionId);
  if (!found) throw new Error(`question ${answer.questionId} is not in category ${answer.categoryId}`);
  return found.result;
}
