import { FREE_QUESTION_COUNT, Role } from '@medteach/contract';
import type { Db } from '../../db/db';
import { cachedStatement } from '../../core/statements';

/** Purchases are written by the commerce module into this table (user_id, skill_id); it may not exist yet. */
const UNLOCK_TABLE = 'user_skill_unlock';
const STAFF_ROLES: string[] = [Role.TEACHER, Role.ADMIN];

/** Tables only ever appear (migrations), so a positive answer is cached per database. */
const unlockTableSeen = new WeakSet<Db>();
function hasUnlockTable(db: Db): boolean {
  if (unlockTableSeen.has(db)) return true;
  const found = !!cachedStatement(db, "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(UNLOCK_TABLE);
  if (found) unlockTableSeen.add(db);
  return found;
}

const isStaffRoles = (roles: readonly string[]) => roles.some((r) => STAFF_ROLES.includes(r.trim()));

function isStaff(db: Db, userId: number): boolean {
  const row = cachedStatement(db, 'SELECT roles FROM sys_user WHERE user_id = ?').get(userId) as { roles: string } | undefined;
  return !!row && isStaffRoles(row.roles.split(','));
}

/** The skills a user has bought; `all` for teachers and admins, who always see every question (spec §6). */
export interface SkillAccess {
  all: boolean;
  skillIds: number[];
}

export function skillAccess(db: Db, userId: number): SkillAccess {
  if (isStaff(db, userId)) return { all: true, skillIds: [] };
  if (!hasUnlockTable(db)) return { all: false, skillIds: [] };
  const rows = cachedStatement(db, `SELECT DISTINCT skill_id FROM ${UNLOCK_TABLE} WHERE user_id = ?`).all(userId) as { skill_id: number }[];
  return { all: false, skillIds: rows.map((r) => r.skill_id) };
}

/** Whether the user may open every question of a skill: a purchase (commerce module) or a teacher/admin account. */
export function isSkillUnlocked(db: Db, userId: number, skillId: number | null): boolean {
  if (skillId === null) return true;
  const access = skillAccess(db, userId);
  return access.all || access.skillIds.includes(skillId);
}

export const categoryUnlocked = (access: SkillAccess, skillId: number | null) => access.all || skillId === null || access.skillIds.includes(skillId);

/**
 * SQL expression (over aliases `q` question, `c` category) that is 1 when the user may open the question: the
 * category's skill is free or unlocked, or the question is among the first FREE_QUESTION_COUNT of its category
 * (spec §4 topic lock, enforced here as well as in the app). Demo categories follow the same per-question rule:
 * "demo" only lets the app open the first sub-category without a purchase.
 */
export function openSql(access: SkillAccess): { sql: string; params: unknown[] } {
  return {
    sql: `(CASE WHEN ? = 1 OR c.skill_id IS NULL OR q.seq <= ? OR c.skill_id IN (SELECT value FROM json_each(?)) THEN 1 ELSE 0 END)`,
    params: [access.all ? 1 : 0, FREE_QUESTION_COUNT, JSON.stringify(access.skillIds)],
  };
}

/**
 * openSql's rule for one signed-in user, with the purchase looked up inside the statement that reads the question:
 * one statement instead of two on the answer call (issue 9 load bench). Same aliases `q`, `c`.
 */
export function openSqlForUser(db: Db, userId: number, roles: readonly string[]): { sql: string; params: unknown[] } {
  if (isStaffRoles(roles)) return openSql({ all: true, skillIds: [] });
  if (!hasUnlockTable(db)) return openSql({ all: false, skillIds: [] });
  return {
    sql: `(CASE WHEN c.skill_id IS NULL OR q.seq <= ? OR EXISTS (SELECT 1 FROM ${UNLOCK_TABLE} u WHERE u.user_id = ? AND u.skill_id = c.skill_id) THEN 1 ELSE 0 END)`,
    params: [FREE_QUESTION_COUNT, userId],
  };
}
