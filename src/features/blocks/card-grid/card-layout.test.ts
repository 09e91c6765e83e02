import { describe, expect, it } from 'vitest';
import { cardRuns, isExternalHref, linkNeedsContext, paragraphs, runColumns, tagsLabel } from './card-layout';

describe('card grid layout', () => {
  it('groups consecutive cards by their group, in order', () => {
    const cards = [
      { group: '', id: 1 },
      { group: '', id: 2 },
      { group: 'Our Core Values', id: 3 },
      { group: 'Our Core Values', id: 4 },
      { group: '', id: 5 },
    ];
    expect(cardRuns(cards).map((run) => [run.group, run.cards.map((card) => card.id)])).toEqual([
      ['', [1, 2]],
      ['Our Core Values', [3, 4]],
      ['', [5]],
    ]);
    expect(cardRuns([])).toEqual([]);
  });

  it('never leaves a row with empty columns when there are fewer cards than columns', () => {
    expect(runColumns('3', 2)).toBe('2');
    expect(runColumns('4', 1)).toBe('1');
    expect(runColumns('3', 9)).toBe('3');
    expect(runColumns('2', 6)).toBe('2');
  });

  it('splits a text into paragraphs at empty lines', () => {
    expect(paragraphs('One.\n\nTwo,\nstill two.\n  \nThree.')).toEqual(['One.', 'Two,\nstill two.', 'Three.']);
    expect(paragraphs('')).toEqual([]);
  });

  it('adds the card title to a link only when other cards have the same link text', () => {
    const labels = ['Learn more', 'Learn more', 'Visit Invoxa', 'Explore FinTech Solutions'];
    expect(linkNeedsContext('Learn more', 'AI Automation', labels)).toBe(true);
    expect(linkNeedsContext('Visit Invoxa', 'Invoxa', labels)).toBe(false);
    expect(linkNeedsContext('Explore FinTech Solutions', 'Financial Services', labels)).toBe(false);
    expect(linkNeedsContext('Learn more', '', labels)).toBe(false);
  });

  it('treats only http(s) addresses as other sites', () => {
    expect(isExternalHref('https://www.invoxa.app')).toBe(true);
    expect(isExternalHref('/services')).toBe(false);
    expect(isExternalHref('mailto:hello@example.com')).toBe(false);
  });

  it('names a tag list after its card and the heading of the tags', () => {
    expect(tagsLabel('Healthcare', 'Technologies')).toBe('Healthcare technologies');
    expect(tagsLabel('Technologies', '')).toBe('Technologies');
    expect(tagsLabel('', 'Technologies')).toBe('Technologies');
    expect(tagsLabel('', '')).toBe('Tags');
  });
});
