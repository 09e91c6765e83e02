import { describe, expect, it } from 'vitest';
import { forms } from '@/seed/seed-data';
import { isBuiltInForm } from './catalogue';
import { fileTypeList, formDefinitionSchema, nameFromLabel, readDefinition } from './definition';
import { entryFieldErrors, entrySchema } from './entry-schema';

const base = { name: 'Sign-up', slug: 'sign-up', settings: {} };
const problems = (input: unknown) => {
  const parsed = formDefinitionSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('a form definition', () => {
  it('refuses what would break the form, each problem at its field', () => {
    expect(
      problems({
        ...base,
        fields: [
          { id: 'a', type: 'text', name: 'name', label: 'Name' },
          { id: 'b', type: 'text', name: 'name', label: 'Name again' },
          { id: 'c', type: 'select', name: 'size', label: 'Size' },
          { id: 'd', type: 'text', name: 'website', label: 'Website' },
          { id: 'e', type: 'textarea', name: 'diet', label: 'Diet', showWhen: { field: 'name', equals: 'x' } },
          { id: 'f', type: 'number', name: 'seats', label: 'Seats', min: 5, max: 2 },
        ],
      }),
    ).toEqual([
      'fields.3.name: The name "website" is used by the form itself; choose another.',
      'fields.1.name: Another field is already named "name".',
      'fields.2.options: Add at least one option.',
      'fields.4.showWhen: A field can depend only on a drop-down, choice, checkbox or consent field above it.',
      'fields.5.max: The maximum is below the minimum.',
    ]);
    expect(problems({ ...base, fields: [{ id: 'a', type: 'heading', name: 'intro', label: 'Intro' }] })).toEqual([
      'fields: Add at least one field the visitor fills in.',
    ]);
    expect(problems({ ...base, fields: [{ id: 'a', type: 'text', name: 'name', label: 'Name' }], settings: { confirmation: { enabled: true } } })).toEqual([
      'settings.confirmation.enabled: Add an email field first: the confirmation goes to the address the visitor gives.',
    ]);
  });

  it('names the allowed file types as a sentence does', () => {
    expect([fileTypeList(['pdf']), fileTypeList(['pdf', 'docx']), fileTypeList(['pdf', 'doc', 'docx'])]).toEqual(['PDF', 'PDF or DOCX', 'PDF, DOC or DOCX']);
  });

  it('names a field from its label', () => {
    expect(nameFromLabel('Company size')).toBe('company_size');
    expect(nameFromLabel('Ärger & Ñandú?')).toBe('arger_nandu');
    expect(nameFromLabel('2024 budget')).toBe('field_2024_budget');
    expect(nameFromLabel('Website')).toBe('website_field');
  });

  it('the demo form built with the builder reads as a definition', () => {
    const built = forms.filter((form) => !isBuiltInForm(form.slug));
    expect(built.length).toBeGreaterThan(0);
    for (const form of built) {
      expect(problems({ name: form.name, slug: form.slug, description: form.description, fields: form.fields, settings: form.settings })).toEqual([]);
      expect(
        readDefinition({
          id: 'x',
          name: form.name,
          slug: form.slug,
          description: form.description ?? null,
          fields: form.fields,
          settings: form.settings,
          isActive: true,
        }),
      ).not.toBeNull();
    }
  });
});

describe('the generated entry schema', () => {
  const { fields } = formDefinitionSchema.parse({
    ...base,
    fields: [
      { id: 'a', type: 'number', name: 'seats', label: 'Seats', min: 1, max: 4, required: true },
      { id: 'b', type: 'date', name: 'day', label: 'Day', minDate: '2026-12-01' },
      { id: 'c', type: 'url', name: 'site', label: 'Site' },
      { id: 'd', type: 'checkboxes', name: 'topics', label: 'Topics', options: ['AI', 'Web'] },
    ],
  });
  const errors = (input: Record<string, unknown>) => {
    const parsed = entrySchema(fields).safeParse(input);
    return parsed.success ? {} : entryFieldErrors(parsed.error);
  };

  it('says what is wrong with each answer, beside its field', () => {
    expect(errors({ seats: '9', day: '2026-11-30', site: 'javascript:alert(1)', topics: ['AI', 'AI'] })).toEqual({
      seats: '"Seats" must be at most 4.',
      day: '"Day" must be on or after December 1, 2026.',
      site: 'Please enter a web address starting with https://.',
      topics: 'Each option of "Topics" may be chosen once.',
    });
    expect(errors({ seats: 'two' })).toEqual({ seats: '"Seats" must be a number.' });
    expect(errors({})).toEqual({ seats: 'Please fill in "Seats".' });
    expect(errors({ seats: '2', day: '2026-12-24', site: 'https://example.com', topics: ['Web'] })).toEqual({});
  });
});
