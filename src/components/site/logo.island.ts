// The logo's fallback (logo.tsx draws both): an image that does not load gives way to the wordmark.
function fallBack(image: HTMLImageElement) {
  const wordmark = image.parentElement?.querySelector<HTMLElement>('[data-wordmark]');
  if (!wordmark) return;
  image.remove();
  wordmark.hidden = false;
}

for (const image of document.querySelectorAll<HTMLImageElement>('img[data-logo]')) {
  // One that failed before this ran fired its error event unheard: decode() of a broken image rejects.
  if (image.complete) image.decode().catch(() => fallBack(image));
  else image.addEventListener('error', () => fallBack(image), { once: true });
}
