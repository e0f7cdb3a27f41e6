/** Question-bank texts several screens show: the 题库 tab of home, /subject and /progress. */

/** Spec §2: a bank family's title is 临床思维能力 when majorType is 1, otherwise 口腔临床思辨能力. */
export const bankFamilyTitle = (majorType: number | undefined) => (majorType === 1 ? '临床思维能力' : '口腔临床思辨能力');

/** The accessible name of a bank's or a chapter's study progress. */
export const studyProgressLabel = (studied: number, total: number) => `已学${studied}题，共${total}题`;
