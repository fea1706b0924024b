import {
  cloneElement,
  isValidElement,
  useEffect,
  type MouseEvent,
  type ReactElement,
} from 'react';
import { deferredModule, preload, whenIdle } from '../lib/deferred';

export type { DialogProps } from './dialogProps';
import type { DialogProps } from './dialogProps';

/*
 * A closed dialog draws nothing but its trigger, so Radix's dialog (focus trap, scroll lock,
 * portal) loads after the first paint — when the browser is idle, or at the latest when the
 * dialog opens — and stays out of every route's initial JavaScript (docs/PRODUCT.md#budgets).
 */
const radixDialog = deferredModule(() => import('./RadixDialog'));

/** Starts loading the dialog code (idempotent); tests await it so dialogs render synchronously. */
export const loadDialog = radixDialog.load;

/** Modal dialog (Radix): focus trap, Escape and overlay close, labelled by its title. */
export function Dialog(props: DialogProps) {
  const loaded = radixDialog.useModule();
  const { open, trigger, onOpenChange } = props;

  useEffect(() => {
    if (loaded) return;
    if (open) {
      preload(radixDialog);
      return;
    }
    return whenIdle(() => preload(radixDialog));
  }, [loaded, open]);

  if (loaded) return <loaded.RadixDialog {...props} />;
  // Not loaded yet: only the trigger shows, in Radix's closed state; pressing it opens the dialog.
  if (!isValidElement<TriggerProps>(trigger)) return trigger ? <>{trigger}</> : null;
  const own = trigger.props;
  return cloneElement(trigger as ReactElement<TriggerProps & Record<string, unknown>>, {
    'aria-haspopup': 'dialog',
    'aria-expanded': false,
    'data-state': 'closed',
    onClick: (event: MouseEvent<HTMLElement>) => {
      own.onClick?.(event);
      if (!event.defaultPrevented) onOpenChange(true);
    },
  });
}

type TriggerProps = { onClick?: (event: MouseEvent<HTMLElement>) => void };
