// The announcement banner's dismiss button (announcement-banner.tsx draws the banner): the version
// dismissed is remembered in this browser, so the banner stays away until a new one is published;
// a dismissal in another tab applies here too.
import { BANNER_ID, DISMISSED_KEY } from './announcement-storage';

const banner = document.getElementById(BANNER_ID);
const button = banner?.querySelector<HTMLButtonElement>('button[aria-label="Dismiss announcement"]');
if (banner && button) {
  const version = banner.dataset.version;
  const remove = () => banner.remove();
  button.hidden = false;
  button.addEventListener('click', () => {
    try {
      window.localStorage.setItem(DISMISSED_KEY, version ?? '');
    } catch {
      // Storage blocked (private modes): hidden until the next page load.
    }
    remove();
  });
  window.addEventListener('storage', (event) => {
    if (event.key === DISMISSED_KEY && event.newValue === version) remove();
  });
}
