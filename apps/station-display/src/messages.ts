/** UI text of station-display, exactly as the spec writes it (spec §2, §8). The screens run unattended, so there is no login. */
export const messages = {
  appTitle: '考站显示屏',
  /** Titles of screens whose issue has not landed yet (their placeholder shows the title and an empty state). */
  placeholders: {
    wait: '候考信息',
    paper: '技能考试',
  },
} as const;
