// The editor's small square buttons that show only an icon (move, duplicate, remove): the label
// names the button for screen readers, and for the block list the title shows it on hover.
import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';

export function IconButton({
  icon: Icon,
  label,
  className = '',
  ...props
}: { icon: LucideIcon; label: string } & Omit<ComponentProps<'button'>, 'type' | 'aria-label' | 'children'>) {
  return (
    <Button type="button" variant="ghost" size="sm" className={`min-w-9 px-2 ${className}`.trim()} aria-label={label} {...props}>
      <Icon aria-hidden className="size-4" />
    </Button>
  );
}
