import { STAFF_ACCESS, isStaffRoles, type SkillAccess } from './access';
import type { Queryable } from '../../db/queryable';

/** The skills a user has bought (user_skill_unlock, written by the commerce module); staff have them all. */
export async function skillAccess(db: Queryable, userId: number): Promise<SkillAccess> {
  const user = await db.selectFrom('sys_user').select('roles').where('user_id', '=', userId).executeTakeFirst();
  if (user && isStaffRoles(user.roles.split(','))) return STAFF_ACCESS;
  const rows = await db.selectFrom('user_skill_unlock').select('skill_id').distinct().where('user_id', '=', userId).execute();
  return { all: false, skillIds: rows.map((r) => r.skill_id) };
}
