/** The pages' titles, apart from messages.ts: the console's page table (entry chunk) imports only these. */
export const CLASS_PAGE_TITLES = { classes: '班级管理', majorGrade: '专业与年级' } as const;
