import { ButtonLink } from '@/components/ui/button';

/** The 404 page's content. Kept free of data: Next.js embeds it in every page as the not-found fallback. */
export function NotFoundContent() {
  return (
    <section className="grid min-h-[70vh] place-items-center px-4 pb-16 pt-32 text-center">
      <div>
        <h1 className="bg-gradient-to-r from-brand-300 to-fuchsia-400 bg-clip-text text-8xl font-black text-transparent">404</h1>
        <p className="mt-4 text-2xl font-semibold text-white">Oops! Page not found</p>
        <p className="mt-2 text-slate-400">The page you are looking for does not exist or has moved.</p>
        <ButtonLink href="/" className="mt-8">
          Return to Home
        </ButtonLink>
      </div>
    </section>
  );
}
