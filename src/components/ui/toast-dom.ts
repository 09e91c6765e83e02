// Toasts for islands (decision 100), on pages kept without React: the same place, colours and
// timing as the React pages' toasts (toast.tsx, sonner's rich colours at the bottom right).
// Announced politely to screen readers by the region they appear in (as sonner's are: no role of
// their own, so that a form's own status line stays the one status); each closes by its button
// or after a few seconds.
const SHOWN_MS = 6000;

function region(): HTMLElement {
  const existing = document.getElementById('island-toasts');
  if (existing) return existing;
  const section = document.createElement('section');
  section.id = 'island-toasts';
  section.setAttribute('aria-label', 'Notifications');
  section.setAttribute('aria-live', 'polite');
  section.className = 'fixed inset-x-4 bottom-4 z-[100] flex flex-col items-end gap-2 sm:left-auto sm:w-96';
  document.body.append(section);
  return section;
}

export function showToast(kind: 'success' | 'error', title: string, description?: string) {
  const toast = document.createElement('div');
  toast.dataset.toast = kind;
  toast.className = `relative w-full rounded-lg border p-4 pr-10 text-sm shadow-lg ${kind === 'success' ? 'border-emerald-700 bg-emerald-950 text-emerald-100' : 'border-red-700 bg-red-950 text-red-100'}`;
  const heading = document.createElement('p');
  heading.className = 'font-semibold';
  heading.textContent = title;
  toast.append(heading);
  if (description) {
    const text = document.createElement('p');
    text.className = 'mt-1 opacity-90';
    text.textContent = description;
    toast.append(text);
  }
  const close = document.createElement('button');
  close.type = 'button';
  close.setAttribute('aria-label', 'Close notification');
  close.className = 'absolute right-2 top-2 rounded p-1 leading-none opacity-80 hover:opacity-100';
  close.textContent = '×';
  close.addEventListener('click', () => toast.remove());
  toast.append(close);
  region().append(toast);
  window.setTimeout(() => toast.remove(), SHOWN_MS);
}
