// PostgreSQL cannot store a NUL character in text: one in a form field made the insert fail and
// the visitor see "please try again" for ever. Nothing a person types holds one, so it is dropped.
export const withoutNul = (value: unknown) => (typeof value === 'string' ? value.replaceAll('\u0000', '') : value);
