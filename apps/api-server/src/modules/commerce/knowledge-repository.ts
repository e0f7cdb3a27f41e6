import type { KnowledgeItem } from '@medteach/contract';
import type { Queryable } from '../../db/queryable';

/** A knowledge item with its categories (by repo type: onset site, then department; the table has no order column) and detail sections (by sort). */
export async function knowledgeItem(db: Queryable, id: number): Promise<KnowledgeItem | null> {
  const r = await db.selectFrom('knowledge_item').selectAll().where('id', '=', id).executeTakeFirst();
  if (!r) return null;
  const categories = await db
    .selectFrom('knowledge_category')
    .select(['repo_type as repoType', 'label'])
    .where('knowledge_id', '=', id)
    .orderBy('repo_type')
    .orderBy('label')
    .execute();
  const details = await db.selectFrom('knowledge_detail').select(['repo_title as repoTitle', 'content']).where('knowledge_id', '=', id).orderBy('sort').execute();
  return {
    id: r.id,
    title: r.title,
    type: r.type,
    videoUrl: r.video_url,
    introduction: r.introduction,
    rxName: r.rx_name,
    insured: r.insured,
    otherName: r.other_name,
    repoCategories: categories,
    repoDetails: details,
  };
}
