/**
 * RuoYi's permission strings (`system:user:list`, `system:user:add`, …): getInfo lists the ones the account holds;
 * `*:*:*` (an admin's) grants every one.
 */
export const ALL_PERMISSIONS = '*:*:*';

/** RuoYi `auth.hasPermi`: the account holds `perm`, or holds everything. No permission asked for: always allowed. */
export function hasPermi(permissions: readonly string[] | undefined, perm: string | undefined): boolean {
  if (!perm) return true;
  return !!permissions && (permissions.includes(ALL_PERMISSIONS) || permissions.includes(perm));
}

/** A list page's buttons, RuoYi's suffixes after the page's prefix (`system:user` → `system:user:add`). */
export type ButtonAction = 'add' | 'edit' | 'remove' | 'export' | 'import';

/** `system:user:list` → `system:user`: the prefix the page's buttons share. */
export const permPrefix = (pagePerm: string): string => pagePerm.replace(/:[^:]*$/, '');
