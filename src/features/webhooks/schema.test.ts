import { describe, expect, it } from 'vitest';
import { recordEvent, WEBHOOK_EVENT_GROUPS, WEBHOOK_EVENTS } from './events';
import { endpointInputSchema } from './schema';

const valid = { url: ' https://hooks.example.com/axion ', description: ' CRM ', events: ['page.published', 'lead.created', 'lead.created'], isActive: true };

describe('an endpoint', () => {
  it('takes an http(s) address, trims it, and keeps each event once in the list order', () => {
    expect(endpointInputSchema.parse(valid)).toEqual({
      url: 'https://hooks.example.com/axion',
      description: 'CRM',
      events: ['lead.created', 'page.published'],
      isActive: true,
    });
  });

  it('refuses another scheme, no event, or an event not in the list, with the sentence the admin shows', () => {
    for (const url of ['ftp://hooks.example.com/', 'javascript:alert(1)', 'hooks.example.com/leads', 'file:///etc/passwd']) {
      expect(endpointInputSchema.safeParse({ ...valid, url }).error?.issues[0]?.message).toBe(
        'The endpoint URL must be a web address starting with http:// or https://.',
      );
    }
    expect(endpointInputSchema.safeParse({ ...valid, url: '' }).error?.issues[0]?.message).toBe('Please enter the endpoint URL.');
    expect(endpointInputSchema.safeParse({ ...valid, events: [] }).error?.issues[0]?.message).toBe('Choose at least one event.');
    expect(endpointInputSchema.safeParse({ ...valid, events: ['webhook.test'] }).error?.issues[0]?.message).toBe('Choose events from the list.');
  });
});

describe('the events', () => {
  it('are named record.action, once each, grouped by record', () => {
    expect(new Set(WEBHOOK_EVENTS).size).toBe(WEBHOOK_EVENTS.length);
    for (const event of WEBHOOK_EVENTS) expect(event).toMatch(/^[a-z_]+\.[a-z]+$/);
    expect(WEBHOOK_EVENT_GROUPS.map((group) => group.label)).toEqual(['Leads', 'Forms', 'Pages', 'Case studies', 'Jobs', 'Partners', 'Caching']);
  });

  it('of a publishing collection come from its entity type', () => {
    expect(recordEvent('page', 'published')).toBe('page.published');
    expect(recordEvent('case_study', 'unpublished')).toBe('case_study.unpublished');
    expect(() => recordEvent('page', 'updated')).toThrow('no webhook event page.updated');
  });
});
