/** Texts of the notes list (spec §2 "/subjectNote"). */
export const noteText = {
  title: '笔记',
  total: (n: number) => `共${n}条笔记`,
  question: '题目',
  mark: '笔记',
} as const;
