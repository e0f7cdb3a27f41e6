import { SEED_SHARE_ID } from './share-ids';
import type { Db } from '../../db/db';
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

const HOUR_MS = 3_600_000;
/** Fixed past instant for the seeded chat history, so paging tests see the same records every run. */
const HISTORY_START = new Date(2026, 0, 5, 9, 0, 0);

export function seedCommerce(db: Db) {
  const product = db.prepare(
    `INSERT INTO product_info (id, skill_id, name, skill_exchange_integral, icon_url, introduce_urls, introduce, market_price_cents,
       preferential_price_cents, batch_market_price_cents, batch_preferential_price_cents, skill_type) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const p of SEED_PRODUCTS) {
    const urls = imageUrls(p);
    product.run(p.id, p.skillId, p.name, p.integral, urls[0], urls.join(','), p.introduce, p.market, p.preferential, p.batch?.market ?? null, p.batch?.preferential ?? null, p.skillType);
  }

  const channel = db.prepare('INSERT INTO channel_manage (invite_sign, channel_name, status, expire_time) VALUES (?, ?, ?, ?)');
  for (const c of SEED_CHANNELS) channel.run(c.inviteSign, c.name, c.status, c.expire);

  const item = db.prepare('INSERT INTO knowledge_item (id, title, type, video_url, introduction, rx_name, insured, other_name) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  const category = db.prepare('INSERT INTO knowledge_category (knowledge_id, repo_type, label) VALUES (?, ?, ?)');
  const detail = db.prepare('INSERT INTO knowledge_detail (knowledge_id, sort, repo_title, content) VALUES (?, ?, ?, ?)');
  for (const k of SEED_KNOWLEDGE) {
    item.run(k.id, k.title, k.type, k.videoUrl ?? '', k.introduction, k.rxName ?? '', k.insured ?? '', k.otherName ?? '');
    for (const c of k.categories ?? []) category.run(k.id, c.repoType, c.label);
    k.details.forEach((d, i) => detail.run(k.id, i, d.repoTitle, d.content));
  }

  const dir = db.prepare('INSERT INTO chat_directory (id, identify, type, directory_name, sort) VALUES (?, ?, 1, ?, ?)');
  for (const d of SEED_DIRECTORIES) dir.run(d.id, d.identify, d.name, d.sort);
  const problem = db.prepare('INSERT INTO chat_problem (id, identify, pid, problem, answer, sort) VALUES (?, ?, ?, ?, ?, ?)');
  for (const p of SEED_PROBLEMS) {
    const identify = SEED_DIRECTORIES.find((d) => d.id === p.pid)?.identify ?? CHAT_IDENTIFY;
    problem.run(p.id, identify, p.pid, p.problem, p.answer, p.id);
  }
  const record = db.prepare(
    'INSERT INTO chat_record (user_id, identify, type, problem_id, problem_content, answer, create_time) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const answered = SEED_PROBLEMS.filter((p) => p.pid !== 4);
  for (let i = 0; i < SEED_HISTORY_COUNT; i += 1) {
    const p = answered[i % answered.length];
    record.run(SEED_HISTORY_USER_ID, CHAT_IDENTIFY, CustomerMessageType.QUESTION, p.id, '', p.answer, nowText(new Date(HISTORY_START.getTime() + i * HOUR_MS)));
  }

  db.prepare(
    `INSERT INTO share_score (id, share_id, user_id, paper_name, score, total_score, question_num, right_num, wrong_num, use_time, finish_time)
     VALUES (1, ?, 101, '临床思维能力模拟测试（一）', 86, 100, 50, 43, 7, 2710, '2026-01-06 10:32:00')`,
  ).run(SEED_SHARE_ID);
}
