import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import type { ComponentProps, ReactNode } from 'react';
import styles from './DropdownMenu.module.css';

export interface DropdownMenuProps {
  /** A single focusable element (usually a button) that opens the menu. */
  trigger: ReactNode;
  children: ReactNode;
  align?: 'start' | 'center' | 'end';
  side?: 'top' | 'bottom' | 'left' | 'right';
  sideOffset?: number;
  /** Two-column layout for long lists such as the 20 categories. */
  columns?: 1 | 2;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  contentLabel?: string;
  className?: string;
}

/** Menu button (Radix): arrow keys, typeahead, Escape, focus return. */
export function DropdownMenu({
  trigger,
  children,
  align = 'start',
  side = 'bottom',
  sideOffset = 8,
  columns = 1,
  open,
  onOpenChange,
  contentLabel,
  className,
}: DropdownMenuProps) {
  return (
    <RadixMenu.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
      <RadixMenu.Portal>
        <RadixMenu.Content
          align={align}
          side={side}
          sideOffset={sideOffset}
          collisionPadding={12}
          aria-label={contentLabel}
          className={[styles.content, columns === 2 ? styles.twoColumns : '', className]
            .filter(Boolean)
            .join(' ')}
        >
          {children}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}

export type DropdownMenuItemProps = ComponentProps<typeof RadixMenu.Item> & {
  icon?: ReactNode;
  tone?: 'default' | 'danger';
};

export function DropdownMenuItem({ icon, tone = 'default', className, children, asChild, ...rest }: DropdownMenuItemProps) {
  const cls = [styles.item, tone === 'danger' ? styles.danger : '', className].filter(Boolean).join(' ');
  if (asChild) {
    // The child (e.g. a router Link) renders the content itself.
    return (
      <RadixMenu.Item asChild className={cls} {...rest}>
        {children}
      </RadixMenu.Item>
    );
  }
  return (
    <RadixMenu.Item className={cls} {...rest}>
      {icon ? <span className={styles.icon}>{icon}</span> : null}
      {children}
    </RadixMenu.Item>
  );
}

/** Icon + text content for an asChild item. */
export function MenuItemContent({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  return (
    <>
      {icon ? <span className={styles.icon}>{icon}</span> : null}
      {children}
    </>
  );
}

export function DropdownMenuSeparator() {
  return <RadixMenu.Separator className={styles.separator} />;
}

/** A non-interactive heading inside a menu; `plain` keeps the text's own case (e.g. usernames). */
export function DropdownMenuLabel({ children, plain }: { children: ReactNode; plain?: boolean }) {
  return <RadixMenu.Label className={plain ? `${styles.label} ${styles.labelPlain}` : styles.label}>{children}</RadixMenu.Label>;
}
