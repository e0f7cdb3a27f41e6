/** The pages' titles, apart from messages.ts: the console's page table (entry chunk) imports only these. */
export const STATION_ADMIN_PAGE_TITLES = { exams: '考试管理', stations: '考站与考室', devices: '显示设备', skillQuestions: '技能试题' } as const;
