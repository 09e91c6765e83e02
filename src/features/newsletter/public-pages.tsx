// The pages the links of a subscriber's emails open: confirm, unsubscribe, preferences. Server
// components: everything works without JavaScript (the buttons are forms that post to
// /api/newsletter/*, which come back here). A link that is broken, tampered with or unknown gets
// a page that says so, answered with a 4xx.
import 'server-only';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { cardClasses, Container } from '@/components/site/sections';
import { Button, ButtonLink } from '@/components/ui/button';
import { getDb } from '@/server/db/client';
import { markBadRequest, markNotFound } from '@/server/request-fault';
import { SUBSCRIBER_STATUS_LABELS } from './statuses';
import { confirmSubscription, findSubscriberByToken } from './subscribers';
import { isSubscriberToken } from './tokens';

/** Private pages behind personal links: never indexed. */
export const NEWSLETTER_PAGE_METADATA: Metadata = { robots: { index: false, follow: false } };

type Search = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

function Panel({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <section className="pb-20 pt-32 sm:pt-40">
      <Container className="max-w-xl">
        <div className={`${cardClasses} text-center`}>
          <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">{title}</h1>
          <div className="mt-4 space-y-3 text-slate-300">{children}</div>
          {actions && <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">{actions}</div>}
        </div>
      </Container>
    </section>
  );
}

const Address = ({ email }: { email: string }) => <strong className="break-words text-white">{email}</strong>;
const Home = () => (
  <ButtonLink href="/" variant="outline">
    Go to the home page
  </ButtonLink>
);

/** A link that is not (or no longer) ours: 400 for a malformed or tampered one, 404 for one nobody has. */
function BrokenLink({ reason }: { reason: 'invalid' | 'unknown' | 'expired' }) {
  if (reason === 'unknown') markNotFound();
  else markBadRequest(`newsletter link ${reason}`);
  const text =
    reason === 'expired'
      ? 'This confirmation link has expired. Sign up again with the form at the bottom of any page and we will send you a new one.'
      : reason === 'unknown'
        ? 'This link does not belong to any subscription. It may be from an address that was removed from our list.'
        : 'This link is incomplete or has been changed. Open it again from your email, or copy the whole address into your browser.';
  return (
    <Panel title={reason === 'expired' ? 'This link has expired' : 'This link is not valid'} actions={<Home />}>
      <p>{text}</p>
    </Panel>
  );
}

/** /newsletter/confirm?token=...: opening the emailed link confirms the sign-up. */
export async function ConfirmPage({ searchParams }: { searchParams: Search }) {
  const outcome = await confirmSubscription(await getDb(), first(searchParams.token));
  if (!('email' in outcome)) return <BrokenLink reason={outcome.status} />;
  const preferences = `/newsletter/preferences?${new URLSearchParams({ token: outcome.token })}`;
  if (outcome.status === 'unsubscribed') {
    return (
      <Panel title="You unsubscribed" actions={<ButtonLink href={preferences}>Manage your subscription</ButtonLink>}>
        <p>
          <Address email={outcome.email} /> unsubscribed after this link was sent, so it no longer subscribes you. To receive the newsletter again, subscribe
          from your preferences.
        </p>
      </Panel>
    );
  }
  return (
    <Panel
      title={outcome.status === 'confirmed' ? 'Your subscription is confirmed' : 'You are already subscribed'}
      actions={
        <>
          <Home />
          <ButtonLink href={preferences} variant="ghost">
            Your preferences
          </ButtonLink>
        </>
      }
    >
      <p>
        Thank you. The newsletter will come to <Address email={outcome.email} />. Every issue has a link to unsubscribe.
      </p>
    </Panel>
  );
}

function UnsubscribeForm({ token, issue, label = 'Unsubscribe' }: { token: string; issue?: string; label?: string }) {
  const query = new URLSearchParams({ token });
  if (issue) query.set('issue', issue);
  return (
    <form method="post" action={`/api/newsletter/unsubscribe?${query}`}>
      <input type="hidden" name="from" value="page" />
      <Button type="submit">{label}</Button>
    </form>
  );
}

/** /newsletter/unsubscribe?token=...&issue=...: a button that posts (a link scanner's GET changes nothing). */
export async function UnsubscribePage({ searchParams }: { searchParams: Search }) {
  const token = first(searchParams.token);
  if (!isSubscriberToken(token)) return <BrokenLink reason="invalid" />;
  const subscriber = await findSubscriberByToken(await getDb(), token);
  if (!subscriber) return <BrokenLink reason="unknown" />;
  const preferences = `/newsletter/preferences?${new URLSearchParams({ token })}`;
  if (subscriber.status === 'unsubscribed') {
    return (
      <Panel
        title="You are unsubscribed"
        actions={
          <ButtonLink href={preferences} variant="outline">
            Your preferences
          </ButtonLink>
        }
      >
        <p>
          <Address email={subscriber.email} /> receives no newsletters from us.
        </p>
      </Panel>
    );
  }
  return (
    <Panel
      title="Unsubscribe from the newsletter?"
      actions={
        <>
          <UnsubscribeForm token={token} issue={first(searchParams.issue) || undefined} />
          <ButtonLink href={preferences} variant="ghost">
            Keep my subscription
          </ButtonLink>
        </>
      }
    >
      <p>
        <Address email={subscriber.email} /> will receive no more issues. You can subscribe again at any time.
      </p>
    </Panel>
  );
}

const CHANGED: Record<string, string> = {
  unsubscribed: 'You are unsubscribed. You will receive no more newsletters.',
  subscribed: 'You are subscribed again. Welcome back!',
};

/** /newsletter/preferences?token=...: the subscriber's address and status, and the switch. */
export async function PreferencesPage({ searchParams }: { searchParams: Search }) {
  const token = first(searchParams.token);
  if (!isSubscriberToken(token)) return <BrokenLink reason="invalid" />;
  const subscriber = await findSubscriberByToken(await getDb(), token);
  if (!subscriber) return <BrokenLink reason="unknown" />;
  const changed = CHANGED[first(searchParams.changed)];
  const subscribed = subscriber.status === 'subscribed';
  return (
    <Panel
      title="Your newsletter preferences"
      actions={
        subscribed ? (
          <UnsubscribeForm token={token} />
        ) : (
          <form method="post" action={`/api/newsletter/resubscribe?${new URLSearchParams({ token })}`}>
            <input type="hidden" name="from" value="page" />
            <Button type="submit">Subscribe again</Button>
          </form>
        )
      }
    >
      {changed && (
        <p role="status" className="rounded-lg border border-emerald-400/30 bg-emerald-500/10 px-4 py-2 text-emerald-200">
          {changed}
        </p>
      )}
      <dl className="mx-auto grid max-w-sm grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-left">
        <dt className="text-slate-400">Email</dt>
        <dd>
          <Address email={subscriber.email} />
        </dd>
        <dt className="text-slate-400">Status</dt>
        <dd className="text-white">{SUBSCRIBER_STATUS_LABELS[subscriber.status]}</dd>
      </dl>
      <p>
        {subscribed
          ? 'You receive every issue of our newsletter.'
          : subscriber.status === 'pending'
            ? 'Your sign-up is waiting for you to open the link in the confirmation email.'
            : 'You receive no newsletters from us.'}
      </p>
    </Panel>
  );
}
