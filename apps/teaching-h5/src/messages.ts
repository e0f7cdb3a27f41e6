/** UI text of teaching-h5, exactly as the spec writes it (spec §2, §8). Screens own their texts in their feature's messages.ts. */
export const messages = {
  /** The app's name: the page title (index.html) and the login page heading. The login texts: @medteach/mobile-shell. */
  appTitle: '教学中心',
} as const;
