/**
 * Personal strings as borrowers' pages hold them: in addresses, answers, typed text and error messages. No field
 * report may carry any of them (tests/field/*.test.ts); a browser test can put them through real screens too.
 */
export const PERSONAL = {
  orderIds: ['ORD174', 'ORD21', 'ORD174D', 'ORD180S', 'ORD999'],
  userIds: ['U1001', 'u-77120', 'USR883301'],
  phones: ['13800000011', '+52 55 4161 2030', '55-4161-2030', '5541612030'],
  emails: ['ana.lopez@correo.mx', 'juan_perez+loans@gmail.com'],
  cards: ['4111 1111 1111 1111', '4111-1111-1111-1111', '5555555555554444', '**** 4821'],
  amounts: ['196400', '$2.000,00'],
  payCodes: ['93924716693091', '9392 4716 6930 91'],
  tokens: ['d41d8cd98f00b204e9800998ecf8427e', '0f6c3f1e-9f5a-4c2b-8f53-0c1f6b9f1e21'],
  typed: ['Me cobraron dos veces el pago', 'Juan Pérez Hernández', 'mi dirección es Calle 5'],
} as const;

/** Each personal string, flat. */
export const PERSONAL_STRINGS: readonly string[] = Object.values(PERSONAL).flat();

const digitsOf = (value: string) => value.replace(/\D/g, '');

/**
 * The personal strings `text` still holds, as written or URL-encoded, or as the digits of a number written another
 * way (a phone or card spaced, dashed or run together).
 */
export function personalIn(text: string): string[] {
  const numbers = (text.match(/\d(?:[ .-]?\d)*/g) ?? []).map(digitsOf);
  return PERSONAL_STRINGS.filter((value) => {
    if (text.includes(value) || text.includes(encodeURIComponent(value))) return true;
    const own = digitsOf(value);
    return own.length >= 4 && numbers.includes(own);
  });
}

/** Random ids of the protocol, whose hex digits may spell any number by chance. */
const RANDOM_IDS = new Set(['event_id', 'trace_id', 'span_id']);

/** The personal strings a report (an event's or transaction's payload) still holds, its random ids aside. */
export function personalInReport(payload: unknown): string[] {
  return personalIn(JSON.stringify(payload, (key, value: unknown) => (RANDOM_IDS.has(key) ? undefined : value)));
}
