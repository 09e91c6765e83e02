// The heading and lead text of each step (public-site.md section 2 gives those of steps 1 and 2).
export const STEP_COPY: Record<number, { title: string; subtitle: string }> = {
  1: { title: 'Select Your Project Type', subtitle: 'Choose the type that best describes your project' },
  2: { title: 'Feature Builder', subtitle: 'Select the features you need and adjust their complexity' },
  3: { title: 'Complexity & Scale', subtitle: 'Tell us how many users, platforms and how much performance your project needs' },
  4: { title: 'Design Level', subtitle: 'Choose how much design work your product needs' },
  5: { title: 'Delivery Preferences', subtitle: 'Choose your timeline, support level and how you want the project released' },
  6: { title: 'Contact Information', subtitle: 'Tell us where to send your estimate; we reply within 24 hours' },
  7: { title: 'Your Estimate Is Ready', subtitle: 'Your estimate has been saved: download it, email it or share its link' },
};

export function formatHours(hours: number) {
  const rounded = Math.round(hours * 10) / 10;
  return `${rounded.toLocaleString('en-US', { maximumFractionDigits: 1 })} ${rounded === 1 ? 'hour' : 'hours'}`;
}
