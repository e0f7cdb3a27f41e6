/** Commerce's repositories on both engines (issue 15), each test on a fresh database with the commerce seed. */
import { OrderStatus, PayScope } from '@medteach/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Engine } from '../../db/engine';
import { syncIdentities } from '../../db/migrate';
import type { DB } from '../../db/tables';
import type { TestEngine } from '../../db/test-engines';
import { ENGINES } from '../../db/test-engines';
import { openSchool } from '../teaching/school-fixture';
import { directories, historyPage, insertChatRecord, problems, problemsByIds } from './chat-repository';
import { findChannel, recordOpening } from './invite-repository';
import { knowledgeItem } from './knowledge-repository';
import { orderByNo, pendingOrder, settlePendingOrder } from './order-repository';
import { openOrder, payOrder } from './orders';
import { insertUnlocks, productById, productBySkill, skillsOfKind, unlockedSkills } from './product-repository';
import { seedCommerce } from './seed';
import { CHAT_IDENTIFY, SEED_HISTORY_COUNT, SEED_HISTORY_USER_ID, SEED_KNOWLEDGE } from './seed-data';
import { SEED_SHARE_ID } from './share-ids';
import { shareScoreByShareId } from './share-score-repository';
import type { Queryable } from '../../db/queryable';

const STUDENT = 105;
const unlocksOf = async (db: Queryable, userId: number) =>
  (await db.selectFrom('user_skill_unlock').select('skill_id').where('user_id', '=', userId).orderBy('skill_id').execute()).map((r) => r.skill_id);

describe.each(ENGINES)('commerce repositories on %s', (engine) => {
  let t: TestEngine<DB>;
  let db: Queryable;
  beforeEach(async () => {
    t = await openSchool(engine);
    db = t.engine.db;
    await db.transaction().execute((trx) => seedCommerce(trx));
    await syncIdentities(t.engine as Engine<unknown>); // as the server does after seeding with explicit ids
  });
  afterEach(() => t.dispose());

  it('products by id and skill; skills of a kind; unlocks recorded once per skill', async () => {
    expect(await productById(db, 1)).toMatchObject({ id: 1, skill_id: 1, preferential_price_cents: 9900, batch_preferential_price_cents: 16800 });
    expect((await productBySkill(db, 2))?.batch_preferential_price_cents).toBeNull();
    expect(await productBySkill(db, 99)).toBeUndefined();
    expect(await skillsOfKind(db, 1)).toEqual([1, 2]);
    const order = (orderNo: string, status: number) =>
      ({ order_no: orderNo, user_id: STUDENT, product_info_id: 1, all_skills: 0, amount_cents: 1, status, create_time: '2026-01-01 00:00:00', pay_time: null });
    await db.insertInto('product_order').values([order('x', OrderStatus.PAID), order('y', OrderStatus.PAID)]).execute();
    await insertUnlocks(db, STUDENT, [1, 2], 'x', '2026-01-01 00:00:00');
    await insertUnlocks(db, STUDENT, [2], 'y', '2026-01-02 00:00:00');
    expect(await unlockedSkills(db, STUDENT, [1, 2, 3])).toEqual(new Set([1, 2]));
    expect(await unlockedSkills(db, STUDENT, [])).toEqual(new Set());
    const second = await db.selectFrom('user_skill_unlock').select('order_no').where('skill_id', '=', 2).executeTakeFirstOrThrow();
    expect(second.order_no).toBe('x');
  });

  it('two pay pages opened at once leave one pending order', async () => {
    const [a, b] = await Promise.all([openOrder(db, STUDENT, 1, PayScope.SINGLE), openOrder(db, STUDENT, 1, PayScope.SINGLE)]);
    expect(b.order.order_no).toBe(a.order.order_no);
    const pending = await db.selectFrom('product_order').select('order_no').where('user_id', '=', STUDENT).where('status', '=', OrderStatus.PENDING).execute();
    expect(pending).toHaveLength(1);
    expect((await pendingOrder(db, STUDENT, 1, PayScope.SINGLE))?.amount_cents).toBe(9900);
    // The other scope is another order.
    expect((await openOrder(db, STUDENT, 1, PayScope.ALL)).order.order_no).not.toBe(a.order.order_no);
  });

  it('a repeated notification or a double click pays once, even at the same moment', async () => {
    const { order } = await openOrder(db, STUDENT, 1, PayScope.ALL);
    const results = await Promise.all([payOrder(db, order.order_no), payOrder(db, order.order_no), payOrder(db, order.order_no)]);
    expect(results.map((r) => r.status)).toEqual([OrderStatus.PAID, OrderStatus.PAID, OrderStatus.PAID]);
    expect(await unlocksOf(db, STUDENT)).toEqual([1, 2]);
    const unlockRows = await db.selectFrom('user_skill_unlock').select('order_no').where('user_id', '=', STUDENT).execute();
    expect(unlockRows.every((r) => r.order_no === order.order_no)).toBe(true);
    // Settling again changes nothing: the status check is part of the update.
    expect(await settlePendingOrder(db, order.order_no, OrderStatus.CANCELLED, null)).toBe(false);
    expect((await orderByNo(db, order.order_no))?.status).toBe(OrderStatus.PAID);
  });

  it('invite channels and their openings; knowledge; the shared score by share id only', async () => {
    expect(await findChannel(db, 'YC2026')).toMatchObject({ status: '0' });
    expect(await findChannel(db, 'NOPE')).toBeUndefined();
    await recordOpening(db, 'YC2026', null, '2026-01-01 00:00:00');
    expect(await db.selectFrom('integral_open').select(['invite_sign', 'device_code']).execute()).toEqual([{ invite_sign: 'YC2026', device_code: null }]);

    const seeded = SEED_KNOWLEDGE.find((k) => k.categories?.length);
    const withCategories = await knowledgeItem(db, seeded?.id ?? 0);
    expect(withCategories?.repoCategories).toEqual(seeded?.categories);
    expect(withCategories?.repoDetails).toEqual(seeded?.details);
    expect(await knowledgeItem(db, 9999)).toBeNull();

    expect(await shareScoreByShareId(db, SEED_SHARE_ID)).toMatchObject({ practiceListId: SEED_SHARE_ID, score: 86, totalScore: 100, finishTime: '2026-01-06 10:32:00' });
    expect(await shareScoreByShareId(db, 1)).toBeNull();
  });

  it('chat: directories, questions by directory or key words (any case), history pages newest first', async () => {
    const dirs = await directories(db, CHAT_IDENTIFY, 1);
    expect(dirs.length).toBeGreaterThan(0);
    const inFirst = await problems(db, CHAT_IDENTIFY, { pid: dirs[0].id });
    expect(inFirst.length).toBeGreaterThan(0);
    const word = inFirst[0].problem.slice(0, 2);
    expect((await problems(db, CHAT_IDENTIFY, { keyWords: word })).map((p) => p.id)).toContain(inFirst[0].id);
    expect(await problems(db, CHAT_IDENTIFY, { keyWords: '%' })).toEqual([]);
    expect(await problemsByIds(db, [])).toEqual([]);

    const page = await historyPage(db, SEED_HISTORY_USER_ID, { identify: CHAT_IDENTIFY, pageNum: 1, pageSize: 10 });
    expect(page.total).toBe(SEED_HISTORY_COUNT);
    expect(page.rows).toHaveLength(10);
    expect(page.rows[0].create_time > page.rows[9].create_time).toBe(true);
    const added = await insertChatRecord(db, {
      user_id: SEED_HISTORY_USER_ID,
      identify: CHAT_IDENTIFY,
      type: 3,
      problem_id: null,
      problem_content: '',
      answer: 'a',
      suggested_ids: '',
      create_time: '2026-02-01 00:00:00',
    });
    expect(added.id).toBeGreaterThan(SEED_HISTORY_COUNT);
    const upTo = await historyPage(db, SEED_HISTORY_USER_ID, { identify: CHAT_IDENTIFY, createTime: '2026-01-31 00:00:00', pageNum: 1, pageSize: 50 });
    expect(upTo.total).toBe(SEED_HISTORY_COUNT);
  });
});
