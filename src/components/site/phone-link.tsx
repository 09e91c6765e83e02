/** A phone number that never wraps across lines: non-breaking spaces and hyphens. */
export function unbreakablePhone(phone: string): string {
  return phone.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');
}

/** A phone number as a tel: link, kept on one line (html-validate's tel-non-breaking). */
export function PhoneLink({ phone, className }: { phone: string; className?: string }) {
  return (
    <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={className}>
      {unbreakablePhone(phone)}
    </a>
  );
}
