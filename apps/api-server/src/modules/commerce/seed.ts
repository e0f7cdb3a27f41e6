import { SEED_SHARE_ID } from './share-ids';
import { nowText } from '../../db/db';
import { CustomerMessageType } from '@medteach/contract';
import {
  CHAT_IDENTIFY,
  SEED_CHANNELS,
  SEED_DIRECTORIES,
  SEED_HISTORY_COUNT,
  SEED_HISTORY_USER_ID,
  SEED_KNOWLEDGE,
  SEED_PROBLEMS,
  SEED_PRODUCTS,
  imageUrls,
} from './seed-data';
import type { Queryable } from '../../db/queryable';

const HOUR_MS = 3_600_000;
/** Fixed past instant for the seeded chat history, so paging tests see the same records every run. */
const HISTORY_START = new Date(2026, 0, 5, 9, 0, 0);

/** Rows per insert statement (the data-layer rule for multi-row inserts). */
const CHUNK = 500;

export async function seedCommerce(db: Queryable) {
  await db
    .insertInto('product_info')
    .values(
      SEED_PRODUCTS.map((p) => {
        const urls = imageUrls(p);
        return {
          id: p.id,
          skill_id: p.skillId,
          name: p.name,
          skill_exchange_integral: p.integral,
          icon_url: urls[0],
          introduce_urls: urls.join(','),
          introduce: p.introduce,
          market_price_cents: p.market,
          preferential_price_cents: p.preferential,
          batch_market_price_cents: p.batch?.market ?? null,
          batch_preferential_price_cents: p.batch?.preferential ?? null,
          skill_type: p.skillType,
        };
      }),
    )
    .execute();

  await db
    .insertInto('channel_manage')
    .values(SEED_CHANNELS.map((c) => ({ invite_sign: c.inviteSign, channel_name: c.name, status: c.status, expire_time: c.expire })))
    .execute();

  await db
    .insertInto('knowledge_item')
    .values(
      SEED_KNOWLEDGE.map((k) => ({
        id: k.id,
        title: k.title,
        type: k.type,
        video_url: k.videoUrl ?? '',
        introduction: k.introduction,
        rx_name: k.rxName ?? '',
        insured: k.insured ?? '',
        other_name: k.otherName ?? '',
      })),
    )
    .execute();
  const categories = SEED_KNOWLEDGE.flatMap((k) => (k.categories ?? []).map((c) => ({ knowledge_id: k.id, repo_type: c.repoType, label: c.label })));
  if (categories.length) await db.insertInto('knowledge_category').values(categories).execute();
  await db
    .insertInto('knowledge_detail')
    .values(SEED_KNOWLEDGE.flatMap((k) => k.details.map((d, i) => ({ knowledge_id: k.id, sort: i, repo_title: d.repoTitle, content: d.content }))))
    .execute();

  await db
    .insertInto('chat_directory')
    .values(SEED_DIRECTORIES.map((d) => ({ id: d.id, identify: d.identify, type: 1, directory_name: d.name, sort: d.sort })))
    .execute();
  await db
    .insertInto('chat_problem')
    .values(
      SEED_PROBLEMS.map((p) => ({
        id: p.id,
        identify: SEED_DIRECTORIES.find((d) => d.id === p.pid)?.identify ?? CHAT_IDENTIFY,
        pid: p.pid,
        problem: p.problem,
        answer: p.answer,
        sort: p.id,
      })),
    )
    .execute();
  const answered = SEED_PROBLEMS.filter((p) => p.pid !== 4);
  const history = Array.from({ length: SEED_HISTORY_COUNT }, (_, i) => {
    const p = answered[i % answered.length];
    return {
      id: i + 1,
      user_id: SEED_HISTORY_USER_ID,
      identify: CHAT_IDENTIFY,
      type: CustomerMessageType.QUESTION,
      problem_id: p.id,
      problem_content: '',
      answer: p.answer,
      suggested_ids: '',
      create_time: nowText(new Date(HISTORY_START.getTime() + i * HOUR_MS)),
    };
  });
  for (let i = 0; i < history.length; i += CHUNK) await db.insertInto('chat_record').values(history.slice(i, i + CHUNK)).execute();

  await db
    .insertInto('share_score')
    .values({
      id: 1,
      share_id: SEED_SHARE_ID,
      user_id: 101,
      paper_name: '临床思维能力模拟测试（一）',
      score: 86,
      total_score: 100,
      question_num: 50,
      right_num: 43,
      wrong_num: 7,
      use_time: 2710,
      finish_time: '2026-01-06 10:32:00',
    })
    .execute();
}
