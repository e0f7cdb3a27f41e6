import type { FastifyInstance } from 'fastify';
import {
  CommerceMessages,
  commerceIdParams,
  commercePaths,
  customerAddBody,
  customerListQuery,
  directoryQuery,
  inviteCheckParams,
  openH5Body,
  problemQuery,
  shareScoreQuery,
  type InviteCheck,
  type KnowledgeItem,
  type ShareScoreDetail,
} from '@medteach/contract';
import { currentUser } from '../../core/context';
import { ok, table } from '../../core/envelope';
import { notFound } from '../../core/errors';
import { parse } from '../../core/validate';
import { nowText, type Db } from '../../db/db';
import { addMessage, directories, history, problems } from './chat';

function inviteValid(db: Db, inviteSign: string): boolean {
  const row = db.prepare('SELECT status, expire_time FROM channel_manage WHERE invite_sign = ?').get(inviteSign) as
    | { status: string; expire_time: string | null }
    | undefined;
  return !!row && row.status === '0' && (row.expire_time === null || row.expire_time > nowText());
}

function knowledge(db: Db, id: number): KnowledgeItem | null {
  const r = db.prepare('SELECT * FROM knowledge_item WHERE id = ?').get(id) as
    | { id: number; title: string; type: number; video_url: string; introduction: string; rx_name: string; insured: string; other_name: string }
    | undefined;
  if (!r) return null;
  const categories = db.prepare('SELECT repo_type AS repoType, label FROM knowledge_category WHERE knowledge_id = ? ORDER BY rowid').all(id);
  const details = db.prepare('SELECT repo_title AS repoTitle, content FROM knowledge_detail WHERE knowledge_id = ? ORDER BY sort').all(id);
  return {
    id: r.id,
    title: r.title,
    type: r.type,
    videoUrl: r.video_url,
    introduction: r.introduction,
    rxName: r.rx_name,
    insured: r.insured,
    otherName: r.other_name,
    repoCategories: categories as KnowledgeItem['repoCategories'],
    repoDetails: details as KnowledgeItem['repoDetails'],
  };
}

/** A shared result by its public share id (share-ids.ts), never by the sequential row id. */
function shareScore(db: Db, shareId: number): ShareScoreDetail | null {
  const r = db
    .prepare('SELECT s.*, u.nick_name, u.avatar FROM share_score s JOIN sys_user u ON u.user_id = s.user_id WHERE s.share_id = ?')
    .get(shareId) as Record<string, string | number> | undefined;
  if (!r) return null;
  return {
    practiceListId: Number(r.share_id),
    userName: String(r.nick_name),
    avatar: String(r.avatar),
    paperName: String(r.paper_name),
    score: Number(r.score),
    totalScore: Number(r.total_score),
    questionNum: Number(r.question_num),
    rightNum: Number(r.right_num),
    wrongNum: Number(r.wrong_num),
    useTime: Number(r.use_time),
    finishTime: String(r.finish_time),
  };
}

const PUBLIC = { config: { access: 'public' as const } };

/** Invite channels, share data (public: opened from shared links), knowledge items and customer-service chat. */
export async function otherCommerceRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get(`${commercePaths.inviteCheck}/:id`, PUBLIC, async (req) => ok<InviteCheck>({ valid: inviteValid(db, parse(inviteCheckParams, req.params).id) }));

  // Counts an opening of the H5 invite page for the channel (only valid channels count).
  app.post(commercePaths.integralOpenH5, PUBLIC, async (req) => {
    const body = parse(openH5Body, req.body);
    const recorded = inviteValid(db, body.inviteSign);
    if (recorded) db.prepare('INSERT INTO integral_open (invite_sign, device_code, create_time) VALUES (?, ?, ?)').run(body.inviteSign, body.deviceCode ?? null, nowText());
    return ok({ recorded });
  });

  app.get(commercePaths.shareScoreDetail, PUBLIC, async (req) => {
    const detail = shareScore(db, parse(shareScoreQuery, req.query).practiceListId);
    if (!detail) throw notFound(CommerceMessages.shareMissing);
    return ok(detail);
  });

  app.get(`${commercePaths.knowledge}/:id`, async (req) => {
    const item = knowledge(db, parse(commerceIdParams, req.params).id);
    if (!item) throw notFound(CommerceMessages.knowledgeMissing);
    return ok(item);
  });

  app.get(commercePaths.directoryList, async (req) => {
    const q = parse(directoryQuery, req.query);
    return ok(directories(db, q.identify, q.type));
  });

  app.get(commercePaths.problemList, async (req) => {
    const q = parse(problemQuery, req.query);
    return ok(problems(db, q.identify, q));
  });

  app.get(commercePaths.customerList, async (req) => {
    const { total, rows } = history(db, currentUser(req).userId, parse(customerListQuery, req.query));
    return table(rows, total);
  });

  app.post(commercePaths.customerAdd, async (req) => ok(addMessage(db, currentUser(req).userId, parse(customerAddBody, req.body))));
}
