// How a card grid lays its cards out: pure, so it is tested without rendering.

export type Columns = '1' | '2' | '3' | '4';

/** Consecutive cards with the same group (or none) form a run, drawn as one grid under the group's heading. */
export function cardRuns<C extends { group: string }>(cards: readonly C[]): { group: string; cards: C[] }[] {
  const runs: { group: string; cards: C[] }[] = [];
  for (const card of cards) {
    const last = runs.at(-1);
    if (last && last.group === card.group) last.cards.push(card);
    else runs.push({ group: card.group, cards: [card] });
  }
  return runs;
}

/** A run shorter than a row fills the row instead of leaving empty columns: two cards in a three-column grid sit side by side at half width each. */
export function runColumns(columns: '2' | '3' | '4', count: number): Columns {
  return String(Math.max(1, Math.min(Number(columns), count))) as Columns;
}

/** Paragraphs of a multiline text: an empty line starts a new one. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * Whether a card's link text needs the card's title added for screen readers: when several cards
 * of the block say the same ("Learn more", six times), a list of the page's links could not tell
 * them apart. A text already naming its card ("Visit Invoxa") is left as it is.
 */
export function linkNeedsContext(label: string, title: string, labels: readonly string[]): boolean {
  if (title === '' || label.toLowerCase().includes(title.toLowerCase())) return false;
  return labels.filter((other) => other.toLowerCase() === label.toLowerCase()).length > 1;
}

/** Links to another site open in a new tab; pages of this one do not. */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/** What a card's tag list is called for screen readers: "Healthcare technologies", or the card's own title. */
export function tagsLabel(title: string, tagsTitle: string): string {
  if (!tagsTitle) return title || 'Tags';
  return title ? `${title} ${tagsTitle.toLowerCase()}` : tagsTitle;
}
