import { randomInt } from 'node:crypto';
import { Role } from '@medteach/contract';
import { hashPassword } from '../../core/auth';
import type { Queryable } from '../../db/queryable';
import type { FirstAdmin } from '../../db/seed';

/** The account a new install's first admin signs in with. */
export const FIRST_ADMIN_NAME = 'admin';
const PASSWORD_LENGTH = 20;
/** Letters and digits a person can read back without confusing 0/O or 1/l/I. */
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const ALPHABET = LOWER + UPPER + DIGITS;

/** A random password from the crypto generator with at least one lower-case letter, upper-case letter and digit. */
export function generatePassword(length = PASSWORD_LENGTH): string {
  for (;;) {
    const password = Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    if ([LOWER, UPPER, DIGITS].every((set) => [...password].some((ch) => set.includes(ch)))) return password;
  }
}

export type { FirstAdmin } from '../../db/seed';

/**
 * The one account of a new production install: nobody knows its password but whoever reads the start-up output,
 * once. Runs inside the seeding transaction on an empty database.
 */
export async function createFirstAdmin(db: Queryable): Promise<FirstAdmin> {
  const password = generatePassword();
  await db
    .insertInto('sys_user')
    .values({ user_id: 1, user_name: FIRST_ADMIN_NAME, nick_name: '系统管理员', real_name: '系统管理员', job_number: '', phone: null, password_hash: hashPassword(password), roles: Role.ADMIN, class_id: null })
    .execute();
  return { userName: FIRST_ADMIN_NAME, password };
}

/** What the operator reads on the first start of a production install: the only time the password is shown. */
export function firstAdminNotice({ userName, password }: FirstAdmin): string {
  const rule = '='.repeat(72);
  return [
    rule,
    'New install: the first administrator account was created.',
    `  account:  ${userName}`,
    `  password: ${password}`,
    'It is shown only this once. Sign in to the console (/admin/) and change it.',
    rule,
  ].join('\n');
}
