// Calls to action whose destinations staff manage in the site settings.
import { CalendarDays, Download, FolderOpen, MessageCircle } from '@/components/icons';
import Link from 'next/link';
import { buttonClasses, type ButtonStyle } from '@/components/ui/button';
import { getSiteInfo } from '@/features/settings/queries';
import { ExternalLink } from './sections';

type Props = ButtonStyle & { label?: string; className?: string };

/** The external booking calendar (free 30-minute consultation). */
export async function BookingLink({ label = 'Schedule a Free Consultation', variant = 'outline', size = 'lg', className = '' }: Props) {
  const { bookingUrl } = await getSiteInfo();
  if (!bookingUrl) {
    return (
      <Link href="/contact" className={buttonClasses({ variant, size }, className)}>
        <CalendarDays aria-hidden className="size-4" /> {label}
      </Link>
    );
  }
  return (
    <ExternalLink href={bookingUrl} event="booking_click" className={buttonClasses({ variant, size }, className)}>
      <CalendarDays aria-hidden className="size-4" /> {label}
    </ExternalLink>
  );
}

/** The external chat link; hidden when none is configured. */
export async function ChatLink({ label = 'Chat With Us', variant = 'outline', size = 'lg', className = '' }: Props) {
  const { chatUrl } = await getSiteInfo();
  if (!chatUrl) return null;
  return (
    <ExternalLink href={chatUrl} event="chat_click" className={buttonClasses({ variant, size }, className)}>
      <MessageCircle aria-hidden className="size-4" /> {label}
    </ExternalLink>
  );
}

/** The portfolio PDF (through /portfolio, which hands out a short-lived signed link); without one, the case studies. */
export async function PortfolioLink({ variant = 'outline', size = 'lg', className = '' }: Omit<Props, 'label'>) {
  const { portfolioFileId } = await getSiteInfo();
  if (!portfolioFileId) {
    return (
      <Link href="/case-studies" className={buttonClasses({ variant, size }, className)}>
        <FolderOpen aria-hidden className="size-4" /> View Our Portfolio
      </Link>
    );
  }
  return (
    // A plain <a>: /portfolio is a route handler that redirects to a file, not a page for the client router.
    // eslint-disable-next-line @next/next/no-html-link-for-pages
    <a href="/portfolio" className={buttonClasses({ variant, size }, className)}>
      <Download aria-hidden className="size-4" /> Download Portfolio (PDF)
    </a>
  );
}
