// Hostile input for the property-based tests of the public forms and route handlers: what a bot,
// a fuzzer or a careless client sends instead of what the form would.
import fc from 'fast-check';

/** A fixed seed, so that a failure reproduces; FC_SEED overrides it to explore further. */
export const FC_PARAMS = { seed: Number(process.env.FC_SEED ?? 20261122), numRuns: Number(process.env.FC_RUNS ?? 60) };

const fragments = [
  "' OR 1=1 --",
  "'); drop table leads; --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  '{{7*7}}',
  '${process.exit(1)}',
  '__proto__',
  'constructor',
  'prototype',
  '../../../etc/passwd',
  '%00',
  '\u0000',
  '\u202e',
  '\ud800',
  '\ufeff',
  '𝕳𝖊𝖑𝖑𝖔 🧨',
  'Ω≈ç√∫',
  'NaN',
  'null',
  'undefined',
  '-1',
  '1e309',
] as const;

/** Strings a form field should survive: SQL/HTML/script fragments, control characters, unicode, huge. */
export const hostileString = fc.oneof(
  fc.constantFrom(...fragments),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)), maxLength: 20 }),
  fc.array(fc.constantFrom(...fragments), { minLength: 1, maxLength: 5 }).map((parts) => parts.join(' ')),
  fc.integer({ min: 5_000, max: 300_000 }).chain((n) => fc.constantFrom('a', '<', '\u0000', 'é', '🧨').map((c) => c.repeat(n))),
);

/** Any JSON-ish value of the wrong shape: numbers, booleans, null, arrays, nested objects, pollution keys. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, undefined, true, false, 0, -1, Number.NaN, Infinity, 1e309, [], {}),
  fc.integer(),
  fc.double(),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'x'), hostileString, { maxKeys: 3 }),
  fc.anything({ maxDepth: 3 }),
  // JSON.parse makes "__proto__" an own key, as a request body would.
  fc.constant(JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}')),
);

/** A form value: mostly the valid one (so the other fields reach the checks), else hostile. */
export type FormValue = string | string[] | Blob | undefined;

/** What a client may send in place of a text field: hostile text, the field repeated, a file, or nothing. */
export const hostileFormValue: fc.Arbitrary<FormValue> = fc.oneof(
  { arbitrary: hostileString, weight: 4 },
  { arbitrary: fc.array(hostileString, { minLength: 2, maxLength: 3 }), weight: 1 },
  { arbitrary: hostileString.map((s) => new Blob([s], { type: 'text/plain' })), weight: 1 },
  { arbitrary: fc.constant(undefined), weight: 1 },
);

/**
 * A valid form with one to three of its fields (or extra ones, such as __proto__) replaced by
 * hostile values, so that each hostile value also meets the checks after the others.
 */
export function hostileForm(valid: Record<string, string>, extraFields: readonly string[] = []): fc.Arbitrary<Record<string, FormValue>> {
  const names = [...Object.keys(valid), ...extraFields, '__proto__', 'constructor'];
  return fc
    .uniqueArray(fc.constantFrom(...names), { minLength: 1, maxLength: 3 })
    .chain((chosen) => fc.tuple(fc.constant(chosen), fc.array(hostileFormValue, { minLength: chosen.length, maxLength: chosen.length })))
    .map(([chosen, values]) => {
      const form: Record<string, FormValue> = { ...valid };
      chosen.forEach((name, i) => Object.defineProperty(form, name, { value: values[i], enumerable: true, writable: true, configurable: true }));
      return form;
    });
}

/** FormData from a record; a repeated field (an array) is appended once per value. */
export function toFormData(values: Record<string, FormValue>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) form.append(name, one);
  }
  return form;
}

/** What a form field holds as text, as the server actions read it: the first value, when it is a string. */
export function firstText(form: FormData, name: string) {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
}

/** No prototype was polluted along the way. */
export function prototypesUnpolluted() {
  return !('polluted' in {}) && !('polluted' in Object.prototype);
}
