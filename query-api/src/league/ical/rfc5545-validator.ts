/**
 * A strict reader of iCalendar objects for the tests (RFC 5545): it checks the parts of the grammar the
 * feeds rely on and parses the object into components and properties, so a test can read the values
 * back. Checked: CRLF line ends only; physical lines of at most 75 octets; unfolding (CRLF + space or
 * tab); content lines `name *(";" param) ":" value` without control characters; BEGIN/END nesting; the
 * required properties of VCALENDAR (PRODID, VERSION:2.0), VEVENT (UID, DTSTAMP, DTSTART) and VTIMEZONE;
 * properties allowed at most once; TEXT escaping (`\\`, `\;`, `\,`, `\n` only; no bare `;` or `,`);
 * DATE-TIME values (UTC where required, a TZID naming a VTIMEZONE of the object); SEQUENCE an integer
 * ≥ 0; STATUS of a VEVENT one of TENTATIVE, CONFIRMED, CANCELLED; DURATION; URL an absolute URI.
 */

export interface Property {
  name: string;
  params: Record<string, string[]>;
  /** the raw value, escapes kept */
  value: string;
}

export interface Component {
  name: string;
  properties: Property[];
  components: Component[];
}

export interface ParsedCalendar {
  errors: string[];
  calendars: Component[];
}

const NAME = /^[a-z\d-]+$/i;

/** CONTROL of RFC 5545: %x00-08, %x0A-1F, %x7F (HTAB is allowed). */
const hasControl = (s: string) =>
  [...s].some((char) => {
    const code = char.charCodeAt(0);
    return (code <= 0x1f && code !== 0x09) || code === 0x7f;
  });
/** A parameter value: paramtext (no DQUOTE, ";", ":" or ",") or a quoted-string (no DQUOTE inside). */
const goodParam = (v: string) => !hasControl(v) && (/^[^";:,]*$/.test(v) || /^"[^"]*"$/.test(v));

/** TEXT properties of the feeds (single TEXT values). */
const TEXT_PROPERTIES = new Set(['SUMMARY', 'LOCATION', 'DESCRIPTION', 'NAME', 'X-WR-CALNAME', 'COMMENT']);
const ONCE_IN_VEVENT = [
  'UID',
  'DTSTAMP',
  'DTSTART',
  'DTEND',
  'DURATION',
  'SEQUENCE',
  'STATUS',
  'SUMMARY',
  'LOCATION',
  'DESCRIPTION',
  'URL',
  'LAST-MODIFIED',
  'CREATED',
  'CLASS',
];
const EVENT_STATUSES = new Set(['TENTATIVE', 'CONFIRMED', 'CANCELLED']);
const DURATION =
  /^[+-]?P(?:\d+W|\d+D(?:T(?=\d)(?:\d+H)?(?:\d+M)?(?:\d+S)?)?|T(?=\d)(?:\d+H)?(?:\d+M)?(?:\d+S)?)$/;
const DATE_TIME = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/;

/** Splits `s` on `separator` outside double quotes. */
function splitOutsideQuotes(s: string, separator: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  for (const char of s) {
    if (char === '"') quoted = !quoted;
    if (char === separator && !quoted) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts;
}

/** The position of the first `:` outside double quotes (the end of the name and parameters). */
function valueStart(line: string): number {
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (char === '"') quoted = !quoted;
    else if (char === ':' && !quoted) return i;
  }
  return -1;
}

function parseContentLine(line: string, errors: string[], where: string): Property | null {
  const colon = valueStart(line);
  if (colon === -1) {
    errors.push(`${where}: no ":" in "${line}"`);
    return null;
  }
  const [name = '', ...rawParams] = splitOutsideQuotes(line.slice(0, colon), ';');
  const value = line.slice(colon + 1);
  if (!NAME.test(name)) errors.push(`${where}: bad property name "${name}"`);
  if (hasControl(value)) errors.push(`${where}: control character in the value of ${name}`);
  const params: Record<string, string[]> = {};
  for (const raw of rawParams) {
    const eq = raw.indexOf('=');
    const paramName = eq === -1 ? raw : raw.slice(0, eq);
    if (eq === -1 || !NAME.test(paramName)) {
      errors.push(`${where}: bad parameter "${raw}"`);
      continue;
    }
    const values = splitOutsideQuotes(raw.slice(eq + 1), ',');
    for (const v of values)
      if (!goodParam(v)) errors.push(`${where}: bad value "${v}" of parameter ${paramName}`);
    params[paramName.toUpperCase()] = values.map((v) => (v.startsWith('"') ? v.slice(1, -1) : v));
  }
  return { name: name.toUpperCase(), params, value };
}

/** The value of a TEXT property with its escapes undone; errors for a bad escape or a bare `;` or `,`. */
export function unescapeText(value: string, errors: string[] = [], where = 'TEXT'): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const char = value[i]!;
    if (char === '\\') {
      const next = value[i + 1];
      if (next === '\\' || next === ';' || next === ',') out += next;
      else if (next === 'n' || next === 'N') out += '\n';
      else errors.push(`${where}: bad escape "\\${next ?? ''}"`);
      i++;
    } else if (char === ';' || char === ',') {
      errors.push(`${where}: unescaped "${char}"`);
      out += char;
    } else out += char;
  }
  return out;
}

function checkDateTime(value: string, utc: boolean | null, errors: string[], where: string): void {
  const match = DATE_TIME.exec(value);
  if (!match) {
    errors.push(`${where}: "${value}" is not a DATE-TIME`);
    return;
  }
  const [y, mo, d, h, mi, s] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const days = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  if (mo < 1 || mo > 12 || d < 1 || d > days || h > 23 || mi > 59 || s > 60)
    errors.push(`${where}: "${value}" is not a valid date and time`);
  const isUtc = match[7] === 'Z';
  if (utc === true && !isUtc) errors.push(`${where}: "${value}" must be UTC (…Z)`);
  if (utc === false && isUtc) errors.push(`${where}: "${value}" has a TZID and must not be UTC`);
}

const props = (c: Component, name: string) => c.properties.filter((p) => p.name === name);

function checkComponent(c: Component, tzids: Set<string>, errors: string[], path: string): void {
  const where = `${path}${c.name}`;
  for (const p of c.properties) {
    const at = `${where} ${p.name}`;
    if (TEXT_PROPERTIES.has(p.name)) unescapeText(p.value, errors, at);
    if (p.name === 'SEQUENCE' && !/^\d+$/.test(p.value))
      errors.push(`${at}: "${p.value}" is not an integer ≥ 0`);
    if (p.name === 'DTSTAMP' || p.name === 'LAST-MODIFIED' || p.name === 'CREATED')
      checkDateTime(p.value, true, errors, at);
    if ((p.name === 'DTSTART' || p.name === 'DTEND') && c.name === 'VEVENT') {
      const tzid = p.params.TZID?.[0];
      if (p.params.VALUE?.[0] === 'DATE') {
        if (!/^\d{8}$/.test(p.value)) errors.push(`${at}: "${p.value}" is not a DATE`);
      } else {
        checkDateTime(p.value, tzid ? false : null, errors, at);
        if (tzid && !tzids.has(tzid)) errors.push(`${at}: TZID "${tzid}" has no VTIMEZONE`);
      }
    }
    if (p.name === 'DURATION' && !DURATION.test(p.value))
      errors.push(`${at}: "${p.value}" is not a DURATION`);
    if (p.name === 'URL') {
      try {
        new URL(p.value);
      } catch {
        errors.push(`${at}: "${p.value}" is not an absolute URI`);
      }
    }
  }
  const once = (names: readonly string[]) => {
    for (const name of names) if (props(c, name).length > 1) errors.push(`${where}: ${name} more than once`);
  };
  const required = (names: readonly string[]) => {
    for (const name of names) if (props(c, name).length === 0) errors.push(`${where}: no ${name}`);
  };
  switch (c.name) {
    case 'VCALENDAR':
      required(['PRODID', 'VERSION']);
      once(['PRODID', 'VERSION', 'CALSCALE', 'METHOD']);
      if (props(c, 'VERSION')[0] && props(c, 'VERSION')[0]!.value !== '2.0')
        errors.push(`${where}: VERSION is not 2.0`);
      if (c.components.length === 0) errors.push(`${where}: no component`);
      break;
    case 'VEVENT': {
      required(['UID', 'DTSTAMP', 'DTSTART']);
      once(ONCE_IN_VEVENT);
      if (props(c, 'DTEND').length > 0 && props(c, 'DURATION').length > 0)
        errors.push(`${where}: both DTEND and DURATION`);
      const status = props(c, 'STATUS')[0]?.value;
      if (status !== undefined && !EVENT_STATUSES.has(status)) errors.push(`${where}: STATUS "${status}"`);
      break;
    }
    case 'VTIMEZONE':
      required(['TZID']);
      if (!c.components.some((sub) => sub.name === 'STANDARD' || sub.name === 'DAYLIGHT'))
        errors.push(`${where}: neither STANDARD nor DAYLIGHT`);
      break;
    case 'STANDARD':
    case 'DAYLIGHT':
      required(['DTSTART', 'TZOFFSETTO', 'TZOFFSETFROM']);
      for (const name of ['TZOFFSETTO', 'TZOFFSETFROM'])
        for (const p of props(c, name))
          if (!/^[+-]\d{4}(?:\d{2})?$/.test(p.value)) errors.push(`${where} ${name}: "${p.value}"`);
      break;
  }
  for (const sub of c.components) checkComponent(sub, tzids, errors, `${where} > `);
}

/** Reads an iCalendar object: its calendars, and every way it breaks the rules checked (none: valid). */
export function parseICalendar(text: string): ParsedCalendar {
  const errors: string[] = [];
  if (!text.endsWith('\r\n')) errors.push('the object does not end with CRLF');
  if (/\r(?!\n)|(?<!\r)\n/.test(text)) errors.push('a line ends otherwise than with CRLF');
  const physical = text.split('\r\n');
  if (physical[physical.length - 1] === '') physical.pop();
  const lines: string[] = [];
  physical.forEach((line, i) => {
    const octets = Buffer.byteLength(line, 'utf8');
    if (octets > 75) errors.push(`line ${i + 1}: ${octets} octets (more than 75)`);
    if (line.startsWith(' ') || line.startsWith('\t')) {
      if (lines.length === 0) errors.push(`line ${i + 1}: a continuation with no line before it`);
      else lines[lines.length - 1] += line.slice(1);
    } else lines.push(line);
  });

  const calendars: Component[] = [];
  const stack: Component[] = [];
  lines.forEach((line, i) => {
    const where = `content line ${i + 1}`;
    if (line === '') {
      errors.push(`${where}: empty`);
      return;
    }
    const p = parseContentLine(line, errors, where);
    if (!p) return;
    if (p.name === 'BEGIN') {
      const component: Component = { name: p.value.toUpperCase(), properties: [], components: [] };
      if (stack.length === 0) {
        if (component.name !== 'VCALENDAR') errors.push(`${where}: ${component.name} outside VCALENDAR`);
        calendars.push(component);
      } else stack[stack.length - 1]!.components.push(component);
      stack.push(component);
    } else if (p.name === 'END') {
      const open = stack.pop();
      if (!open) errors.push(`${where}: END:${p.value} with nothing open`);
      else if (open.name !== p.value.toUpperCase())
        errors.push(`${where}: END:${p.value} closes ${open.name}`);
    } else if (stack.length === 0) errors.push(`${where}: ${p.name} outside any component`);
    else stack[stack.length - 1]!.properties.push(p);
  });
  for (const open of stack) errors.push(`${open.name} is never ended`);
  if (calendars.length === 0) errors.push('no VCALENDAR');

  for (const calendar of calendars) {
    const tzids = new Set(
      calendar.components
        .filter((c) => c.name === 'VTIMEZONE')
        .flatMap((c) => props(c, 'TZID').map((p) => p.value)),
    );
    checkComponent(calendar, tzids, errors, '');
  }
  return { errors, calendars };
}

/** The VEVENTs of a parsed object, each as its properties' values by name (TEXT values unescaped). */
export function eventsOf(parsed: ParsedCalendar): Array<Record<string, string>> {
  return parsed.calendars.flatMap((calendar) =>
    calendar.components
      .filter((c) => c.name === 'VEVENT')
      .map((event) =>
        Object.fromEntries(
          event.properties.map((p) => [
            p.name,
            TEXT_PROPERTIES.has(p.name) ? unescapeText(p.value) : p.value,
          ]),
        ),
      ),
  );
}
