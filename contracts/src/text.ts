/**
 * Control characters (tab, line feed and carriage return aside) and unpaired UTF-16 surrogates: PostgreSQL
 * cannot store them in text or jsonb (a NUL is refused outright), and no league name or address needs them.
 */
const UNSTORABLE =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\v\f\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether text can be recorded as it is: use it as a refinement on every free-text field of a command. */
export function isPlainText(value: string): boolean {
  return !UNSTORABLE.test(value);
}
