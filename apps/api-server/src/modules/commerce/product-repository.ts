import type { Selectable } from 'kysely';
import type { ProductInfoTable } from '../../db/tables';
import type { Queryable } from '../../db/queryable';
export type ProductRow = Selectable<ProductInfoTable>;

export async function productById(db: Queryable, id: number): Promise<ProductRow | undefined> {
  return db.selectFrom('product_info').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function productBySkill(db: Queryable, skillId: number): Promise<ProductRow | undefined> {
  return db.selectFrom('product_info').selectAll().where('skill_id', '=', skillId).executeTakeFirst();
}

/** Every skill sold with the given kind (技能 / 实践技能): what an all-skills order unlocks. */
export async function skillsOfKind(db: Queryable, skillType: number): Promise<number[]> {
  const rows = await db.selectFrom('product_info').select('skill_id').where('skill_type', '=', skillType).orderBy('skill_id').execute();
  return rows.map((r) => r.skill_id);
}

/** Which of the skills the user has unlocked (same question as the question bank's, for the commerce side). */
export async function unlockedSkills(db: Queryable, userId: number, skillIds: number[]): Promise<Set<number>> {
  if (skillIds.length === 0) return new Set();
  const rows = await db.selectFrom('user_skill_unlock').select('skill_id').where('user_id', '=', userId).where('skill_id', 'in', skillIds).execute();
  return new Set(rows.map((r) => r.skill_id));
}

/** Records the unlocks an order grants; a skill already unlocked keeps its first order (primary key user + skill). */
export async function insertUnlocks(db: Queryable, userId: number, skillIds: number[], orderNo: string, at: string): Promise<void> {
  if (skillIds.length === 0) return;
  await db
    .insertInto('user_skill_unlock')
    .values(skillIds.map((skillId) => ({ user_id: userId, skill_id: skillId, order_no: orderNo, create_time: at })))
    .onConflict((oc) => oc.columns(['user_id', 'skill_id']).doNothing())
    .execute();
}
