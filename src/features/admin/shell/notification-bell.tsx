import { Bell } from 'lucide-react';
import Link from 'next/link';
import { LEAD_KIND_LABELS, relativeTime } from '../format';
import { NEW_LEADS_CAP, type NewLeads } from '../queries';
import { HeaderPopover } from './header-popover';

// Counted up to NEW_LEADS_CAP only (getNewLeads): beyond it, 'more than 99'.
function leadsText(count: number) {
  if (count > NEW_LEADS_CAP) return `more than ${NEW_LEADS_CAP} new leads`;
  return count === 0 ? 'no new leads' : count === 1 ? '1 new lead' : `${count} new leads`;
}

/** The bell: how many leads nobody has looked at yet, the latest five (each opens its lead), and the inbox. */
export function NotificationBell({ leads }: { leads: NewLeads }) {
  const now = new Date();
  return (
    <HeaderPopover
      label={`Notifications: ${leadsText(leads.count)}`}
      title="New leads"
      trigger={
        <>
          <Bell aria-hidden className="size-5" />
          {leads.count > 0 && (
            <span
              aria-hidden
              className="absolute -right-0.5 -top-0.5 grid min-w-5 place-items-center rounded-full bg-rose-600 px-1 text-xs font-semibold text-white"
            >
              {leads.count > NEW_LEADS_CAP ? `${NEW_LEADS_CAP}+` : leads.count}
            </span>
          )}
        </>
      }
    >
      <p className="px-3 pb-2 pt-1 text-sm font-semibold text-white">New leads</p>
      {leads.latest.length === 0 ? (
        <p className="px-3 pb-3 text-sm text-slate-400">No new leads. New contact requests, estimates and job applications show up here.</p>
      ) : (
        <>
          <ul className="divide-y divide-white/5">
            {leads.latest.map((lead) => (
              <li key={lead.id}>
                <Link href={`/admin/leads/${lead.id}`} className="block rounded-lg px-3 py-2 hover:bg-white/10">
                  <span className="block truncate text-sm font-medium text-slate-100">{lead.name}</span>
                  <span className="block text-xs text-slate-400">
                    {LEAD_KIND_LABELS[lead.kind]} · <time dateTime={lead.createdAt.toISOString()}>{relativeTime(lead.createdAt, now)}</time>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {leads.count > leads.latest.length && (
            <p className="border-t border-white/5 px-3 pb-1 pt-2 text-xs text-slate-400">
              Showing the latest {leads.latest.length} of {leadsText(leads.count)}.
            </p>
          )}
        </>
      )}
      <p className="border-t border-white/5 px-3 pb-1 pt-2">
        <Link href="/admin/leads" className="text-sm font-medium text-brand-300 hover:text-white">
          View all leads
        </Link>
      </p>
    </HeaderPopover>
  );
}
