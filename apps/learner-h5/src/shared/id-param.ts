/** A record id from the link (`?id=`): a positive whole number, else null (the screen shows its empty state). */
export const idParam = (v: string | null) => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : null);
