import { describe, expect, it } from 'vitest';
import { formValuesOf } from './crud-manager';

describe('formValuesOf', () => {
  const empty = { title: '', salaryRange: '', baseHours: '', type: 'full-time', tags: [] as string[], isActive: true };

  it('gives text fields text, lists a copy and other fields their value', () => {
    const tags = ['a', 'b'];
    const record = { id: 'x', title: 'Engineer', salaryRange: null, baseHours: 12, type: 'contract', tags, isActive: false, createdAt: new Date() };
    const values = formValuesOf(empty, record);
    expect(values).toEqual({ title: 'Engineer', salaryRange: '', baseHours: '12', type: 'contract', tags: ['a', 'b'], isActive: false });
    expect(values.tags).not.toBe(tags);
  });

  it('keeps the empty value of a field the record does not have', () => {
    expect(formValuesOf(empty, { title: 'Only a title' })).toEqual({ ...empty, title: 'Only a title' });
  });
});
