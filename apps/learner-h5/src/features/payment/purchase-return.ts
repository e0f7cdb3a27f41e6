/**
 * Issue 18, the 5-question lock in a plain browser: the answering screen opens the goods page with `back` (the same
 * practice on the same question); the goods page keeps it here when the student pays, and the payment return page
 * (/Alipay, reached from the provider's site, so only session storage survives the trip) sends a paid student back.
 */
const STORAGE_KEY = 'medteach.purchaseReturn';
/** Only the answering screen's own links come back, never another site or screen. */
const ANSWERING_LINK = /^\/(subjectHomeWork|homework)\?/;

export const BACK_PARAM = 'back';

export const isPurchaseReturn = (to: string | null | undefined): to is string => !!to && ANSWERING_LINK.test(to);

/** The goods page of a skill that comes back to `to` after buying (`to` is ignored unless it is an answering link). */
export const goodsLink = (skillId: number | string, to?: string | null) =>
  `/goods?id=${skillId}${isPurchaseReturn(to) ? `&${BACK_PARAM}=${encodeURIComponent(to)}` : ''}`;

const storage = () => (typeof sessionStorage === 'undefined' ? null : sessionStorage);

export function rememberPurchaseReturn(skillId: number, to: string): void {
  if (isPurchaseReturn(to)) storage()?.setItem(STORAGE_KEY, JSON.stringify({ skillId, to }));
}

/** Where a purchase of this skill returns to, if the goods page was opened from a locked question. */
export function purchaseReturnFor(skillId: number): string | null {
  try {
    const saved = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? 'null') as { skillId?: unknown; to?: unknown } | null;
    return saved?.skillId === skillId && typeof saved.to === 'string' && isPurchaseReturn(saved.to) ? saved.to : null;
  } catch {
    return null; // unreadable: no way back, the page's own links remain
  }
}

export const forgetPurchaseReturn = () => storage()?.removeItem(STORAGE_KEY);
