import { BusChannel, type Bus } from '../../core/bus';
import type { WriteWatch } from '../../db/write-watch';
import { openWithoutPurchase } from './access';
import { hasUnlockedSkill, loadAnswerQuestion, type AnswerQuestion } from './answer-target-repository';
import { questionsHiddenFrom } from './hidden-questions-repository';
import type { Queryable } from '../../db/queryable';

/** What the answer call copies: a question's row comes from these tables … */
const QUESTION_TABLES = ['qb_question', 'qb_category', 'qb_study_bank_category'];
/** … and a purchase from this one. */
const PURCHASE_TABLE = 'user_skill_unlock';
/** Backstop for an invalidation lost while a bus connection was down (or a write from outside any api-server). */
export const ANSWER_TARGETS_TTL_MS = 60_000;
/** Bounds (a full map is emptied and refilled): more than a province's bank, and than its students answering at once. */
const MAX_QUESTIONS = 200_000;
const MAX_BUYERS = 100_000;

/**
 * The answer call's question and purchase lookups, kept in memory per instance so that under load an answer costs
 * one batched write and no read (issue 15 load bench: the read was the largest cost left on PostgreSQL, and about a
 * seventh of the call on SQLite).
 * - Questions are kept until one of QUESTION_TABLES is written: by this instance (db/write-watch.ts sees every
 *   statement, whichever module runs it) or by another (the bus message this instance then publishes), or the TTL.
 * - Purchases are kept only once seen: a skill not known as bought is asked of the database every time, so a purchase
 *   made a moment ago on any instance opens the question on the very next request. A revoked purchase (a write to
 *   user_skill_unlock) empties the known ones.
 * Emptying replaces a map: a read that was under way keeps writing into the old one, so it cannot put back a row
 * read before the write it missed.
 */
export class AnswerTargets {
  private questions = new Map<number, AnswerQuestion>();
  /** Skills known as bought, per user. */
  private purchases = new Map<number, Set<number>>();

  constructor(private readonly db: Queryable) {}

  /** The question an answer is for, or undefined when there is none. */
  async question(questionId: number): Promise<AnswerQuestion | undefined> {
    const known = this.questions.get(questionId);
    if (known) return known;
    const into = this.questions;
    const row = await loadAnswerQuestion(this.db, questionId);
    if (row) {
      if (into.size >= MAX_QUESTIONS) into.clear();
      into.set(questionId, row);
    }
    return row;
  }

  /** Whether the user may answer the question (spec §4 topic lock; staff open everything, spec §6). */
  mayOpen(user: { userId: number; staff: boolean }, question: AnswerQuestion): boolean | Promise<boolean> {
    if (user.staff || openWithoutPurchase(question)) return true;
    return this.bought(user.userId, question.skill_id as number);
  }

  /**
   * Whether a running mock exam of the user holds the question: graded in practice, its answer would show the key.
   * Asked of the database every time: an exam starts and ends on any instance.
   */
  async heldByRunningExam(userId: number, questionId: number): Promise<boolean> {
    return (await questionsHiddenFrom(this.db, userId)).has(questionId);
  }

  private async bought(userId: number, skillId: number): Promise<boolean> {
    if (this.purchases.get(userId)?.has(skillId)) return true;
    const into = this.purchases;
    if (!(await hasUnlockedSkill(this.db, userId, skillId))) return false;
    if (into.size >= MAX_BUYERS) into.clear();
    let skills = into.get(userId);
    if (!skills) into.set(userId, (skills = new Set()));
    skills.add(skillId);
    return true;
  }

  /** Drops what was copied from the given tables. */
  forget(tables: Iterable<string>) {
    for (const table of tables) {
      if (table === PURCHASE_TABLE) this.purchases = new Map();
      else if (QUESTION_TABLES.includes(table)) this.questions = new Map();
    }
  }

  /**
   * Keeps the copies in step with the database: forgets on every committed write this instance makes to the copied
   * tables and tells the other instances (the writer's request resolves once the bus has carried the message), forgets
   * on their messages, and forgets everything every ANSWER_TARGETS_TTL_MS. Returns the function that stops it.
   */
  follow(writes: WriteWatch, bus: Bus): () => void {
    const all = [...QUESTION_TABLES, PURCHASE_TABLE];
    const stopWatching = writes.onCommittedWrite(all, (tables) => {
      this.forget(tables);
      return bus.publish(BusChannel.ANSWER_TARGETS_CHANGED, [...tables].join(','));
    });
    const stopListening = bus.subscribe(BusChannel.ANSWER_TARGETS_CHANGED, (payload) => this.forget(payload.split(',')));
    const ttl = setInterval(() => this.forget(all), ANSWER_TARGETS_TTL_MS);
    ttl.unref();
    return () => {
      stopWatching();
      stopListening();
      clearInterval(ttl);
    };
  }
}
