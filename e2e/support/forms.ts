// Posting a page's form the way a browser without JavaScript does (tests and benches): the form's
// hidden inputs (server action reference, render token, tracking) read from the page's HTML.

/** The name/value pairs of the hidden inputs of the first form whose tag or content contains `marker`. */
export function hiddenInputs(html: string, marker: string): [string, string][] {
  const form = [...html.matchAll(/<form\b[\s\S]*?<\/form>/g)].map((match) => match[0]).find((text) => text.includes(marker));
  if (!form) throw new Error(`No form containing ${marker} in the page`);
  const fields: [string, string][] = [];
  for (const match of form.matchAll(/<input[^>]*type="hidden"[^>]*>/g)) {
    const name = /name="([^"]*)"/.exec(match[0])?.[1];
    const value = /value="([^"]*)"/.exec(match[0])?.[1] ?? '';
    if (name)
      fields.push([
        name,
        value
          .replace(/&quot;/g, '"')
          .replace(/&#x27;/g, "'")
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&amp;/g, '&'),
      ]);
  }
  return fields;
}
