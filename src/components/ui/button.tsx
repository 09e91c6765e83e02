import Link from 'next/link';
import type { ComponentProps } from 'react';

const VARIANTS = {
  primary: 'bg-brand-600 text-white shadow-lg shadow-brand-600/25 hover:bg-brand-700',
  outline: 'border border-white/20 text-white hover:bg-white/10',
  ghost: 'text-slate-200 hover:bg-white/10 hover:text-white',
  // Deletes and other steps that cannot be taken back.
  danger: 'border border-rose-400/40 text-rose-200 hover:bg-rose-500/10',
} as const;

// Minimum heights with vertical padding, not fixed heights: a label that wraps on a narrow
// screen makes the button taller instead of spilling out of it.
const SIZES = {
  sm: 'min-h-9 px-4 py-1.5 text-sm',
  md: 'min-h-11 px-5 py-2 text-sm',
  lg: 'min-h-12 px-7 py-2.5 text-base',
} as const;

export type ButtonStyle = { variant?: keyof typeof VARIANTS; size?: keyof typeof SIZES };

export function buttonClasses({ variant = 'primary', size = 'md' }: ButtonStyle = {}, extra = '') {
  return `inline-flex items-center justify-center gap-2 rounded-lg text-center font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${VARIANTS[variant]} ${SIZES[size]} ${extra}`;
}

export function Button({ variant, size, className = '', ...props }: ComponentProps<'button'> & ButtonStyle) {
  return <button className={buttonClasses({ variant, size }, className)} {...props} />;
}

export function ButtonLink({ variant, size, className = '', ...props }: ComponentProps<typeof Link> & ButtonStyle) {
  return <Link className={buttonClasses({ variant, size }, className)} {...props} />;
}
