export { ALL_PERMISSIONS, hasPermi, permPrefix, type ButtonAction } from './permissions';
export { HasPermi, PagePermProvider, useButtonPermi, useHasPermi, usePermissions, type PagePerm } from './usePermissions';
export { Forbidden, isForbidden } from './Forbidden';
