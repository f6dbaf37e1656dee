/**
 * How wide a line of SVG text is, estimated on the wide side (DejaVu Sans, the widest of the fonts the
 * site falls back to), so that a label cut to fit never runs into what stands beside it: the characters'
 * widths in ems by group, bold about 15% wider.
 */
const GROUPS: ReadonlyArray<[chars: string, em: number]> = [
  ["ijlI.,:;'|!", 0.3],
  [' frt()[]-/', 0.4],
  ['mwMW@…', 1],
  ['ABCDEFGHJKLNOPQRSTUVXYZ', 0.78],
];
const EM = new Map(GROUPS.flatMap(([chars, em]) => [...chars].map((char) => [char, em] as const)));
const OTHER_EM = 0.7;
const LOWER_OR_DIGIT_EM = 0.64;
const BOLD = 1.15;

export function textWidth(text: string, fontSize: number, bold = false): number {
  let ems = 0;
  for (const char of text) ems += EM.get(char) ?? (/[a-z0-9]/.test(char) ? LOWER_OR_DIGIT_EM : OTHER_EM);
  return ems * fontSize * (bold ? BOLD : 1);
}

/** The text as it is when it fits `maxWidth`, else cut at the end to fit with an ellipsis: "Guilderland Gr…". */
export function fitText(text: string, maxWidth: number, fontSize: number, bold = false): string {
  if (textWidth(text, fontSize, bold) <= maxWidth) return text;
  const chars = [...text];
  for (let length = chars.length - 1; length > 0; length--) {
    const cut = `${chars.slice(0, length).join('').trimEnd()}…`;
    if (textWidth(cut, fontSize, bold) <= maxWidth) return cut;
  }
  return '…';
}
