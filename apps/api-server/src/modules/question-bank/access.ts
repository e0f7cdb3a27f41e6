import { FREE_QUESTION_COUNT, Role } from '@medteach/contract';

/** Teachers and admins see every question (spec §6). */
const STAFF_ROLES: string[] = [Role.TEACHER, Role.ADMIN];

export const isStaffRoles = (roles: readonly string[]) => roles.some((r) => STAFF_ROLES.includes(r.trim()));

/** The skills a user has bought; `all` for teachers and admins, who always see every question (spec §6). */
export interface SkillAccess {
  all: boolean;
  skillIds: number[];
}

/** The topic lock of a query: staff open everything, others what they bought. */
export type OpenRule = { kind: 'access'; access: SkillAccess };

export const STAFF_ACCESS: SkillAccess = { all: true, skillIds: [] };

export const categoryUnlocked = (access: SkillAccess, skillId: number | null) => access.all || skillId === null || access.skillIds.includes(skillId);

/**
 * Open to everyone: the category has no skill to buy, or the question is among its first FREE_QUESTION_COUNT (spec
 * §4 topic lock; the same rule as openFlag's SQL in question-repository.ts, for the answer call's cached questions).
 */
export const openWithoutPurchase = (q: { skill_id: number | null; seq: number }) => q.skill_id === null || q.seq <= FREE_QUESTION_COUNT;
