// The FAQ accordion's behaviour (faq-accordion.tsx draws it): one answer open at a time, the open
// one collapses when clicked; Up/Down/Home/End move between the questions. Listens on the
// document, so that it holds for every accordion on the page, whenever it was drawn.
const QUESTION = '[data-faq] > div > h3 > button';

function questionsOf(button: HTMLButtonElement): HTMLButtonElement[] {
  return [...button.closest('[data-faq]')!.querySelectorAll<HTMLButtonElement>(QUESTION)];
}

function setOpen(button: HTMLButtonElement, open: boolean) {
  button.setAttribute('aria-expanded', String(open));
  document.getElementById(button.getAttribute('aria-controls')!)?.classList.toggle('hidden', !open);
}

for (const button of document.querySelectorAll<HTMLButtonElement>(QUESTION)) {
  if (!button.hasAttribute('aria-expanded')) button.setAttribute('aria-expanded', 'false');
}

document.addEventListener('click', (event) => {
  const button = (event.target as Element).closest?.<HTMLButtonElement>(QUESTION);
  if (!button) return;
  const open = button.getAttribute('aria-expanded') !== 'true';
  for (const other of questionsOf(button)) if (other !== button) setOpen(other, false);
  setOpen(button, open);
});

document.addEventListener('keydown', (event) => {
  const button = (event.target as Element).closest?.<HTMLButtonElement>(QUESTION);
  if (!button) return;
  const questions = questionsOf(button);
  const index = questions.indexOf(button);
  const last = questions.length - 1;
  const target = ({ ArrowDown: index === last ? 0 : index + 1, ArrowUp: index === 0 ? last : index - 1, Home: 0, End: last } as Record<string, number>)[
    event.key
  ];
  if (target === undefined) return;
  event.preventDefault();
  questions[target]!.focus();
});
