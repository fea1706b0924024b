import * as Primitive from '@radix-ui/react-dialog';
import * as VisuallyHidden from '@radix-ui/react-visually-hidden';
import type { DialogProps } from './dialogProps';
import { CloseIcon } from './icons';
import styles from './Dialog.module.css';

/** The Radix dialog behind Dialog (loaded on demand, see Dialog.tsx). */
export function RadixDialog({
  open,
  onOpenChange,
  title,
  description,
  hideDescription,
  hideTitle,
  children,
  trigger,
  size = 'md',
  dense = false,
  closeLabel = 'Kapat',
  className,
  onCloseAutoFocus,
}: DialogProps) {
  const titleNode = <Primitive.Title className={styles.title}>{title}</Primitive.Title>;
  const descriptionNode =
    description !== undefined ? (
      <Primitive.Description className={styles.description}>{description}</Primitive.Description>
    ) : null;
  return (
    <Primitive.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <Primitive.Trigger asChild>{trigger}</Primitive.Trigger> : null}
      <Primitive.Portal>
        <Primitive.Overlay className={styles.overlay} />
        <Primitive.Content
          className={[styles.content, styles[size], dense && styles.dense, className]
            .filter(Boolean)
            .join(' ')}
          onCloseAutoFocus={onCloseAutoFocus}
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
        >
          <div className={styles.header}>
            {hideTitle ? <VisuallyHidden.Root asChild>{titleNode}</VisuallyHidden.Root> : titleNode}
            <Primitive.Close className={styles.close} aria-label={closeLabel}>
              <CloseIcon size={20} />
            </Primitive.Close>
          </div>
          {descriptionNode && hideDescription ? (
            <VisuallyHidden.Root asChild>{descriptionNode}</VisuallyHidden.Root>
          ) : (
            descriptionNode
          )}
          <div className={styles.body}>{children}</div>
        </Primitive.Content>
      </Primitive.Portal>
    </Primitive.Root>
  );
}
