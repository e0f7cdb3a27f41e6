import type { Agreement } from '@medteach/contract';
import type { Queryable } from '../../db/queryable';

export interface AgreementScope {
  category: number;
  port: number;
  application: number;
}

/** The newest version of an agreement (every edit adds one), or null. */
export async function latestAgreement(db: Queryable, q: AgreementScope): Promise<Agreement | null> {
  const row = await db
    .selectFrom('agreement')
    .select(['id', 'category', 'port', 'application', 'title', 'content', 'update_time'])
    .where('category', '=', q.category)
    .where('port', '=', q.port)
    .where('application', '=', q.application)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  const { update_time, ...rest } = row;
  return { ...rest, updateTime: update_time };
}

export async function addAgreementVersion(db: Queryable, a: AgreementScope & { title: string; content: string }, updateBy: number) {
  await db
    .insertInto('agreement')
    .values({ category: a.category, port: a.port, application: a.application, title: a.title, content: a.content, update_by: updateBy })
    .execute();
}
