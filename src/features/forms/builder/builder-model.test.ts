import { describe, expect, it } from 'vitest';
import { formDefinitionSchema } from '../definition';
import {
  builderFormOf,
  changeField,
  definitionOf,
  duplicateField,
  errorKeyOf,
  errorsByKey,
  newField,
  suggestedName,
  suggestedSlug,
  type BuilderField,
} from './builder-model';

const field = (patch: Partial<BuilderField>): BuilderField => ({ ...newField(patch.type ?? 'text'), ...patch });

describe('the form builder’s model', () => {
  it('suggests names from labels, unique in the form, and slugs from the name', () => {
    const fields = [field({ id: 'a', name: 'email', label: 'Email' }), field({ id: 'b', name: '', label: '' })];
    expect(suggestedName('Company size', 'b', fields)).toBe('company_size');
    expect(suggestedName('E-mail', 'b', fields)).toBe('e_mail');
    expect(suggestedName('Email', 'b', fields)).toBe('email_2');
    expect(suggestedName('Email', 'a', fields)).toBe('email');
    expect(suggestedName('   ', 'b', fields)).toBe('');
    expect(suggestedSlug('Event Sign-up: Café 2026!')).toBe('event-sign-up-cafe-2026');
  });

  it('takes the conditions along when the field they depend on is renamed', () => {
    const fields = [
      field({ id: 'a', type: 'consent', name: 'in_person', label: 'In person' }),
      field({ id: 'b', name: 'diet', label: 'Diet', showWhen: { field: 'in_person', equals: 'ticked' } }),
    ];
    const renamed = changeField(fields, 'a', { name: 'attending' });
    expect(renamed[1]!.showWhen).toEqual({ field: 'attending', equals: 'ticked' });
    const copy = duplicateField(renamed[0]!, renamed);
    expect(copy).toMatchObject({ name: 'attending_2', label: 'In person (copy)', type: 'consent' });
    expect(copy.id).not.toBe('a');
  });

  it('sends options and addresses without blank lines, and the closing time as an instant in the site’s zone', () => {
    const form = builderFormOf(null, 'Europe/Berlin');
    form.name = 'Event';
    form.slug = 'event';
    form.fields = [
      field({ id: 'a', type: 'select', name: 'size', label: 'Size', options: ['Small', '', '  Large ', ''] }),
      field({ id: 'b', type: 'text', name: 'name', label: 'Name' }),
    ];
    form.settings = { ...form.settings, notifyEmails: ['a@example.com', '', ' b@example.com'], closesAt: '2026-07-01T18:30' };
    const definition = definitionOf(form, 'Europe/Berlin');
    expect(definition.fields[0]!.options).toEqual(['Small', 'Large']);
    expect(definition.fields[1]!.options).toEqual([]);
    expect(definition.settings.notifyEmails).toEqual(['a@example.com', 'b@example.com']);
    expect(definition.settings.closesAt).toBe('2026-07-01T16:30:00.000Z');
    expect(formDefinitionSchema.safeParse(definition).success).toBe(true);
    // Read back, it shows the same wall-clock time.
    const parsed = formDefinitionSchema.parse(definition);
    expect(builderFormOf({ ...parsed, description: '' }, 'Europe/Berlin').settings.closesAt).toBe('2026-07-01T18:30');
  });

  it('keys each problem by the field it is about, so it stays with the field when fields move', () => {
    const fields = [{ id: 'x' }, { id: 'y' }, { id: 'z' }];
    expect(errorKeyOf(['fields', 2, 'options'], fields)).toBe('z.options');
    expect(errorKeyOf(['fields', 1, 'options', 3], fields)).toBe('y.options');
    expect(errorKeyOf(['fields', 0, 'showWhen', 'equals'], fields)).toBe('x.showWhen');
    expect(errorKeyOf(['fields'], fields)).toBe('fields');
    expect(errorKeyOf(['settings', 'notifyEmails', 2], fields)).toBe('settings.notifyEmails');
    expect(errorKeyOf(['settings', 'confirmation', 'enabled'], fields)).toBe('settings.confirmation.enabled');
    expect(errorKeyOf(['settings', 'successMessage', 'content', 0], fields)).toBe('settings.successMessage');
    expect(errorKeyOf(['slug'], fields)).toBe('slug');
    expect(errorsByKey({ 'fields.2.options': 'Add at least one option.', slug: 'Another form already uses this slug.' }, fields)).toEqual({
      'z.options': 'Add at least one option.',
      slug: 'Another form already uses this slug.',
    });
  });
});
