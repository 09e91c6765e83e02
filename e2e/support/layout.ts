// Layout checks measured in a real browser, for any page at any width (e2e/layout.spec.ts):
// no horizontal scroll, no text spilling out of a button or link, fields tall enough to tap,
// targets of at least 24 x 24 px (WCAG 2.5.8, with its exceptions), and no fixed or sticky
// element over the control that has the keyboard focus. Each violation names the element and the
// sizes measured, so that a failure says what to fix.
import type { Page } from '@playwright/test';

export type LayoutRule = 'horizontal-scroll' | 'text-overflow' | 'field-height' | 'target-size' | 'focus-obscured';
export type LayoutViolation = { rule: LayoutRule; element: string; detail: string };

/** Text fields, selects and text areas: comfortable to tap on a phone. */
export const MIN_FIELD_HEIGHT = 40;
/** WCAG 2.2 success criterion 2.5.8, Target Size (Minimum). */
export const MIN_TARGET_SIZE = 24;

type Limits = { minFieldHeight: number; minTarget: number; within: string | null };

/**
 * Runs in the page: every rule but focus-obscured, on the page as it is now (scrolled anywhere,
 * menus open or closed). Self-contained, because Playwright sends its source to the browser.
 */
function measureInPage({ minFieldHeight, minTarget, within }: Limits): LayoutViolation[] {
  const violations: LayoutViolation[] = [];
  // An open dialog is all a visitor can reach: the page behind it is inert.
  const root: ParentNode = (within && document.querySelector(within)) || document;
  const px = (n: number) => `${Math.round(n * 10) / 10}px`;
  const styleOf = (el: Element) => getComputedStyle(el);

  const describe = (el: Element): string => {
    const tag = el.tagName.toLowerCase();
    const type = el instanceof HTMLInputElement ? `[type=${el.type}]` : '';
    const id = el.id ? `#${el.id}` : '';
    const labelled =
      el.getAttribute('aria-label') ||
      (el as HTMLInputElement).labels?.[0]?.textContent ||
      el.textContent ||
      el.getAttribute('placeholder') ||
      el.getAttribute('name') ||
      el.getAttribute('href') ||
      '';
    const name = labelled.replace(/\s+/g, ' ').trim().slice(0, 50);
    const landmark = el.parentElement?.closest(
      'header, nav, main, footer, aside, form, table, dialog, [role=dialog], section[aria-label], section[aria-labelledby]',
    );
    let where = '';
    if (landmark) {
      const label =
        landmark.getAttribute('aria-label') ||
        (landmark.getAttribute('aria-labelledby') && document.getElementById(landmark.getAttribute('aria-labelledby')!.split(' ')[0]!)?.textContent) ||
        '';
      where = ` in ${landmark.tagName.toLowerCase()}${label ? ` "${label.replace(/\s+/g, ' ').trim().slice(0, 40)}"` : ''}`;
    }
    return `<${tag}${type}${id}> "${name}"${where}`;
  };

  /** Clipped to nothing (sr-only) by itself or an ancestor. */
  const visuallyHidden = (el: Element) => {
    for (let node: Element | null = el; node; node = node.parentElement) {
      const style = styleOf(node);
      if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)') return true;
    }
    return false;
  };

  /** Laid out, visible, reachable by a pointer: not display:none, sr-only, inert, or parked off the page. */
  const rendered = (el: Element) => {
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) return false;
    if (styleOf(el).visibility !== 'visible') return false;
    if (el.closest('[inert]')) return false;
    if (rect.right + window.scrollX <= 0 || rect.bottom + window.scrollY <= 0) return false;
    return !visuallyHidden(el);
  };

  // 1. No horizontal scroll: report the outermost elements that stick out of the viewport.
  const viewport = document.documentElement.clientWidth;
  const scrollWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
  if (scrollWidth > viewport) {
    const clipsX = (el: Element) => styleOf(el).overflowX !== 'visible';
    /**
     * Inside a box that clips or scrolls it. Such a box clips only the descendants it contains:
     * an absolutely positioned element (an sr-only label) escapes every box up to its nearest
     * positioned ancestor, a fixed one all but a transformed ancestor's.
     */
    const clipped = (el: Element) => {
      let position = styleOf(el).position;
      for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
        const style = styleOf(node);
        const holdsFixed = style.transform !== 'none' || style.filter !== 'none' || style.backdropFilter !== 'none';
        if (position === 'fixed' && !holdsFixed) continue;
        if (position === 'absolute' && style.position === 'static' && !holdsFixed) continue;
        if (clipsX(node)) return true;
        position = style.position;
      }
      return false;
    };
    const sticksOut = (el: Element) => {
      const rect = el.getBoundingClientRect();
      return rect.width > 0 && rect.right + window.scrollX > viewport + 0.5;
    };
    const sticking: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      if (!sticksOut(el) || clipped(el)) continue;
      const parent = el.parentElement;
      if (parent && parent !== document.body && sticksOut(parent) && !clipped(parent)) continue;
      const rect = el.getBoundingClientRect();
      sticking.push(`${describe(el)} ${px(rect.width)} wide, right edge at ${px(rect.right + window.scrollX)}`);
      if (sticking.length === 5) break;
    }
    violations.push({
      rule: 'horizontal-scroll',
      element: 'document',
      detail: `scrollWidth ${scrollWidth}px > viewport ${viewport}px; sticking out: ${sticking.join('; ') || '(not found)'}`,
    });
  }

  // 2. The text of a button or link stays inside its box. Deliberate truncation (an ellipsis or a
  //    line clamp) is not overflow: it is clipped, and the full text is in the title or label.
  const clickables = root.querySelectorAll(
    'a[href], button, summary, [role=button], [role=link], [role=tab], [role=menuitem], input[type=submit], input[type=button], input[type=reset]',
  );
  for (const el of clickables) {
    if (!rendered(el) || Number(styleOf(el).opacity) === 0) continue;
    const box = el.getBoundingClientRect();
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    let spill: DOMRect | null = null;
    const lineTops: number[] = [];
    let lineHeight = 0;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!text.trim() || !parent || !rendered(parent)) continue;
      let truncated = false;
      for (let n: Element | null = parent; n && n !== el.parentElement; n = n.parentElement) {
        const s = styleOf(n);
        if (s.textOverflow === 'ellipsis' || (s.webkitLineClamp && s.webkitLineClamp !== 'none')) truncated = true;
      }
      if (truncated) continue;
      const parentStyle = styleOf(parent);
      const fontSize = parseFloat(parentStyle.fontSize);
      lineHeight = Math.max(lineHeight, parentStyle.lineHeight === 'normal' ? fontSize * 1.2 : parseFloat(parentStyle.lineHeight));
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width === 0) continue;
        if (!lineTops.some((top) => Math.abs(top - rect.top) < 3)) lineTops.push(rect.top);
        // The text's rectangle is the font's whole ascent and descent; the glyphs fill about the
        // em box in its middle, so a tight line height is not overflow.
        const slack = Math.max(1, (rect.height - fontSize) / 2 + 1);
        const out = rect.left < box.left - 1 || rect.right > box.right + 1 || rect.top < box.top - slack || rect.bottom > box.bottom + slack;
        if (out) spill ??= rect;
      }
    }
    const style = styleOf(el);
    // A box of fixed height (a button) must hold every line its text wraps onto. Inline boxes
    // (a link in a sentence) have no height of their own: only the spill check applies to them.
    const inner =
      box.height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom) - parseFloat(style.borderTopWidth) - parseFloat(style.borderBottomWidth);
    if (style.display !== 'inline') {
      if (lineTops.length > 1 && lineTops.length * lineHeight > inner + 2) {
        violations.push({
          rule: 'text-overflow',
          element: describe(el),
          detail: `text wraps onto ${lineTops.length} lines of ${px(lineHeight)} in a box ${px(box.width)} wide whose content is ${px(inner)} tall`,
        });
        continue;
      }
    }
    if (spill) {
      const r = spill;
      violations.push({
        rule: 'text-overflow',
        element: describe(el),
        detail: `text at x ${px(r.left)}-${px(r.right)}, y ${px(r.top)}-${px(r.bottom)} leaves its box x ${px(box.left)}-${px(box.right)}, y ${px(box.top)}-${px(box.bottom)}`,
      });
    }
  }

  // 3. Text fields, selects and text areas are at least minFieldHeight tall.
  const NOT_TEXT = new Set(['hidden', 'checkbox', 'radio', 'range', 'file', 'color', 'submit', 'button', 'reset', 'image']);
  for (const el of root.querySelectorAll('input, select, textarea')) {
    if (el instanceof HTMLInputElement && NOT_TEXT.has(el.type)) continue;
    if (!rendered(el)) continue;
    const { height, width } = el.getBoundingClientRect();
    if (height < minFieldHeight - 0.5)
      violations.push({ rule: 'field-height', element: describe(el), detail: `${px(height)} tall (${px(width)} wide), needs ${minFieldHeight}px` });
  }

  // 4. Targets of at least minTarget x minTarget, or one of WCAG 2.5.8's exceptions.
  const targets = [
    ...root.querySelectorAll(
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=tab], [role=switch], [role=checkbox], [role=radio], [role=menuitem], [role=option], [role=slider], [tabindex]:not([tabindex="-1"])',
    ),
  ].filter((el) => rendered(el) && !(el as HTMLButtonElement).disabled && el.getAttribute('aria-disabled') !== 'true');
  const unique = [...new Set(targets)];
  const rects = new Map(unique.map((el) => [el, el.getBoundingClientRect()]));
  const small = unique.filter((el) => {
    const r = rects.get(el)!;
    return r.width < minTarget - 0.5 || r.height < minTarget - 0.5;
  });
  const radius = minTarget / 2;
  const centre = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
  /** Distance from a point to the nearest point of a rectangle (0 inside it). */
  const distance = (p: { x: number; y: number }, r: DOMRect) => Math.hypot(Math.max(r.left - p.x, 0, p.x - r.right), Math.max(r.top - p.y, 0, p.y - r.bottom));

  /** Inline exception: a link in a sentence, its height set by the line of text around it. */
  const inSentence = (el: Element) => {
    if (!['inline', 'inline flow'].includes(styleOf(el).display)) return false;
    let block = el.parentElement;
    while (block && styleOf(block).display.startsWith('inline')) block = block.parentElement;
    const own = (el.textContent ?? '').replace(/\s+/g, ' ').trim().length;
    const around = (block?.textContent ?? '').replace(/\s+/g, ' ').trim().length;
    return around > own;
  };
  /** User-agent control: a checkbox or radio button at the browser's own size, not restyled. */
  const browserSized = (el: Element, r: DOMRect) =>
    el instanceof HTMLInputElement &&
    ['checkbox', 'radio'].includes(el.type) &&
    styleOf(el).appearance !== 'none' &&
    Math.round(r.width) === 13 &&
    Math.round(r.height) === 13;

  for (const el of small) {
    const r = rects.get(el)!;
    if (inSentence(el) || browserSized(el, r)) continue;
    // Spacing exception: a 24 px circle on its centre meets no other target, nor the circle of
    // another undersized target.
    const c = centre(r);
    const crowding = unique.find((other) => {
      if (other === el || other.contains(el) || el.contains(other)) return false;
      const o = rects.get(other)!;
      if (distance(c, o) < radius - 0.01) return true;
      return small.includes(other) && Math.hypot(c.x - centre(o).x, c.y - centre(o).y) < minTarget - 0.01;
    });
    if (!crowding) continue;
    violations.push({
      rule: 'target-size',
      element: describe(el),
      detail: `${px(r.width)} x ${px(r.height)}, and within ${radius}px of its centre is ${describe(crowding)}`,
    });
  }
  return violations;
}

/** Every rule but focus-obscured, on the page as it is now; `within` (a selector) limits all but horizontal-scroll to an open dialog. */
export async function measureLayout(page: Page, within?: string): Promise<LayoutViolation[]> {
  return page.evaluate(measureInPage, { minFieldHeight: MIN_FIELD_HEIGHT, minTarget: MIN_TARGET_SIZE, within: within ?? null });
}

/** Runs in the page after each Tab: is the focused element under something fixed or sticky? */
function focusedElementCovered(): { done: boolean; key: string; violation?: LayoutViolation } {
  const el = document.activeElement;
  if (!el || el === document.body || el === document.documentElement) return { done: true, key: '' };
  const w = window as unknown as { __layoutSeen?: WeakMap<Element, number>; __layoutCount?: number };
  w.__layoutSeen ??= new WeakMap();
  w.__layoutCount ??= 0;
  if (w.__layoutSeen.has(el)) return { done: true, key: '' };
  w.__layoutSeen.set(el, w.__layoutCount++);

  const describe = (node: Element) => {
    const text = (node.getAttribute('aria-label') || node.textContent || node.getAttribute('name') || '').replace(/\s+/g, ' ').trim().slice(0, 50);
    return `<${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}> "${text}"`;
  };
  // A link that wraps across lines is several boxes: the first is where the focus ring starts.
  const rect = el.getClientRects()[0] ?? el.getBoundingClientRect();
  // A visually hidden control (an sr-only file input behind its styled label) has no box to cover.
  if (rect.width <= 1 || rect.height <= 1) return { done: false, key: describe(el) };
  // The part inside the viewport: the browser scrolls a control into view only until some of it
  // shows (a tall text area may stay half below the fold).
  const left = Math.max(rect.left, 0);
  const right = Math.min(rect.right, window.innerWidth);
  const top = Math.max(rect.top, 0);
  const bottom = Math.min(rect.bottom, window.innerHeight);
  if (right - left < 1 || bottom - top < 1) {
    return {
      done: false,
      key: describe(el),
      violation: {
        rule: 'focus-obscured',
        element: describe(el),
        detail: `focused, but outside the ${window.innerWidth} x ${window.innerHeight} viewport (at x ${Math.round(rect.left)}, y ${Math.round(rect.top)})`,
      },
    };
  }
  const x = (left + right) / 2;
  const y = (top + bottom) / 2;
  const hit = document.elementFromPoint(x, y);
  if (!hit || hit === el || el.contains(hit)) return { done: false, key: describe(el) };
  // A label over its own control (a custom checkbox) is the control.
  if (hit instanceof HTMLLabelElement && hit.control === el) return { done: false, key: describe(el) };
  let cover: Element | null = hit;
  while (cover && !['fixed', 'sticky'].includes(getComputedStyle(cover).position)) cover = cover.parentElement;
  const by = cover ? `${getComputedStyle(cover).position} ${describe(cover)}` : describe(hit);
  return {
    done: false,
    key: describe(el),
    violation: { rule: 'focus-obscured', element: describe(el), detail: `focused at (${Math.round(x)}, ${Math.round(y)}), covered by ${by}` },
  };
}

/**
 * Tabs through the page from the top, as a keyboard user does, and checks each focused control
 * once the browser has scrolled it into view. Stops when the focus leaves the page or comes back
 * round, or after `maxStops` controls.
 */
export async function checkFocusNotObscured(page: Page, maxStops = 400): Promise<LayoutViolation[]> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
    const w = window as unknown as { __layoutSeen?: WeakMap<Element, number>; __layoutCount?: number };
    w.__layoutSeen = new WeakMap();
    w.__layoutCount = 0;
  });
  const violations: LayoutViolation[] = [];
  for (let stop = 0; stop < maxStops; stop++) {
    await page.keyboard.press('Tab');
    const result = await page.evaluate(focusedElementCovered);
    if (result.done) break;
    if (result.violation) violations.push(result.violation);
  }
  return violations;
}
