import type { BankAnswerResult } from '@medteach/contract';
import type { AnswerWrite } from './answer-repository';
import { grade, normaliseAnswer, type QuestionRow } from './question-format';
import { nextAnswerSeq, nowText } from './request';

/**
 * Grades a submitted answer on the server (a malformed one is a 400: nothing stored) and gives the row to store and
 * the reply, the same for practice (paper 0) and composed papers.
 */
export function gradedAnswer(
  userId: number,
  row: Pick<QuestionRow, 'id' | 'category_id' | 'bank_id' | 'type' | 'options' | 'correct'>,
  input: { result: string; majorType: number },
  studyPaperId: number,
): { write: AnswerWrite; reply: BankAnswerResult } {
  const result = normaliseAnswer(row, input.result);
  const isRight = grade(row, result);
  return {
    write: {
      userId,
      questionId: row.id,
      studyPaperId,
      categoryId: row.category_id,
      studyBankId: row.bank_id,
      majorType: input.majorType,
      result,
      isRight,
      answerSeq: nextAnswerSeq(),
      updateTime: nowText(),
    },
    reply: { questionId: row.id, isRight, correct: row.correct },
  };
}
