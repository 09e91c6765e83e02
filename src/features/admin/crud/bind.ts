// What ties a form's field to one key of its values, so that a field is written
// `<TextField label="Title" {...bind('title')} />` instead of repeating value and onChange.

/** The keys of V whose values are booleans (a checkbox's fields). */
export type BooleanKeys<V> = { [K in keyof V]: V[K] extends boolean ? K : never }[keyof V];

type SetField<V> = <K extends keyof V>(key: K, value: V[K]) => void;

/** bind(key): the field's value and change handler. */
export function fieldBinder<V>(values: V, setField: SetField<V>) {
  return <K extends keyof V>(key: K) => ({ value: values[key], onChange: (value: V[K]) => setField(key, value) });
}

/** bindChecked(key): the same for a checkbox, whose value is `checked`. */
export function checkboxBinder<V>(values: V, setField: SetField<V>) {
  return <K extends BooleanKeys<V>>(key: K) => ({ checked: values[key], onChange: (value: V[K]) => setField(key, value) });
}
