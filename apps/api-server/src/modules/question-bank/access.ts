import { Role } from '@medteach/contract';

/** Teachers and admins see every question (spec §6). */
const STAFF_ROLES: string[] = [Role.TEACHER, Role.ADMIN];

export const isStaffRoles = (roles: readonly string[]) => roles.some((r) => STAFF_ROLES.includes(r.trim()));

/** The skills a user has bought; `all` for teachers and admins, who always see every question (spec §6). */
export interface SkillAccess {
  all: boolean;
  skillIds: number[];
}

/** The topic lock for a signed-in user known by id: staff open everything, others what they bought (looked up in the query). */
export type OpenRule = { kind: 'access'; access: SkillAccess } | { kind: 'user'; userId: number };

export const STAFF_ACCESS: SkillAccess = { all: true, skillIds: [] };

export const categoryUnlocked = (access: SkillAccess, skillId: number | null) => access.all || skillId === null || access.skillIds.includes(skillId);
