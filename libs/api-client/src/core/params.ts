/**
 * RuoYi GET-parameter serialisation (`tansParams` of RuoYi-Vue3 `utils/ruoyi.js`), used as axios'
 * paramsSerializer so a RuoYi back end reads the same query it always did:
 * - null, '' and undefined are skipped (top level and one level down);
 * - an object (arrays included) becomes `key[sub]=v` — so arrays are `key[0]=a&key[1]=b`, brackets percent-encoded;
 * - keys and values go through encodeURIComponent.
 * Deeper nesting is not part of the RuoYi scheme; such values are sent as their string form, as RuoYi does.
 */
const isBlank = (v: unknown) => v === null || v === '' || v === undefined;

export function ruoyiParams(params: object | null | undefined): string {
  if (!params) return '';
  const parts: string[] = [];
  for (const [name, value] of Object.entries(params)) {
    if (isBlank(value)) continue;
    if (typeof value === 'object') {
      for (const [sub, subValue] of Object.entries(value as object)) {
        if (isBlank(subValue)) continue;
        parts.push(`${encodeURIComponent(`${name}[${sub}]`)}=${encodeURIComponent(String(subValue))}`);
      }
    } else {
      parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
    }
  }
  return parts.join('&');
}
