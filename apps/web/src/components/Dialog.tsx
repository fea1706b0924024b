import * as RadixDialog from '@radix-ui/react-dialog';
import * as VisuallyHidden from '@radix-ui/react-visually-hidden';
import type { ReactNode } from 'react';
import { CloseIcon } from './icons';
import styles from './Dialog.module.css';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Read by screen readers when the dialog opens; hide it visually with hideDescription. */
  description?: ReactNode;
  hideDescription?: boolean;
  hideTitle?: boolean;
  children?: ReactNode;
  /** Element that opens the dialog (optional when open is controlled elsewhere). */
  trigger?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  closeLabel?: string;
  className?: string;
}

/** Modal dialog (Radix): focus trap, Escape and overlay close, labelled by its title. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  hideDescription,
  hideTitle,
  children,
  trigger,
  size = 'md',
  closeLabel = 'Kapat',
  className,
}: DialogProps) {
  const titleNode = <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>;
  const descriptionNode =
    description !== undefined ? (
      <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
    ) : null;
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={[styles.content, styles[size], className].filter(Boolean).join(' ')}
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
        >
          <div className={styles.header}>
            {hideTitle ? <VisuallyHidden.Root asChild>{titleNode}</VisuallyHidden.Root> : titleNode}
            <RadixDialog.Close className={styles.close} aria-label={closeLabel}>
              <CloseIcon size={20} />
            </RadixDialog.Close>
          </div>
          {descriptionNode && hideDescription ? (
            <VisuallyHidden.Root asChild>{descriptionNode}</VisuallyHidden.Root>
          ) : (
            descriptionNode
          )}
          <div className={styles.body}>{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
