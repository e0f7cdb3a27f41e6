/** The pages' titles, apart from messages.ts: the console's page table (entry chunk) imports only these. */
export const TEACHING_PLAN_PAGE_TITLES = { semester: '学期管理', plan: '教学计划', rating: '评分标准' } as const;
