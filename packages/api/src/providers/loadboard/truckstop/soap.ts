/**
 * Just enough XML for Truckstop's SOAP answers, which are flat: the text of an element by local
 * name (namespace prefixes ignored), the repeated blocks of an element, entities decoded. Not a
 * general XML parser: no CDATA, no nested elements of the same name.
 */

export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export function decodeXml(value: string): string {
  return value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_m, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_m, code: string) =>
      String.fromCodePoint(Number.parseInt(code, 16)),
    )
    .replace(/&amp;/g, '&');
}

/** The inner XML of every `<prefix:name …>…</prefix:name>` in `xml`. */
export function blocks(xml: string, name: string): string[] {
  const pattern = new RegExp(
    `<(?:[\\w.-]+:)?${name}(?:\\s[^>]*)?>([\\s\\S]*?)</(?:[\\w.-]+:)?${name}>`,
    'g',
  );
  return [...xml.matchAll(pattern)].map((m) => m[1] ?? '');
}

/** The text of the first `name` element; null when absent, empty or nil (`<a:X i:nil="true"/>`). */
export function textOf(xml: string, name: string): string | null {
  const inner = blocks(xml, name)[0];
  if (inner === undefined) return null;
  const text = decodeXml(inner).trim();
  return text === '' ? null : text;
}

/** The child elements of a flat block as a record of local name → text (null when nil/empty). */
export function fields(xml: string): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  const pattern = /<(?:[\w.-]+:)?([\w.-]+)(\s[^>]*)?(?:\/>|>([\s\S]*?)<\/(?:[\w.-]+:)?\1>)/g;
  for (const match of xml.matchAll(pattern)) {
    const name = match[1]!;
    const text = match[3] === undefined ? '' : decodeXml(match[3]).trim();
    out[name] = text === '' || text.startsWith('<') ? null : text;
  }
  return out;
}
