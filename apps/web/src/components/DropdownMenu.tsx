import type * as RadixMenuModule from '@radix-ui/react-dropdown-menu';
import {
  cloneElement,
  isValidElement,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { deferredModule, preload, whenIdle } from '../lib/deferred';
import { Link, type LinkProps } from '../lib/router';
import styles from './DropdownMenu.module.css';

/*
 * Radix's menu (with its positioning engine) is not needed to paint a page, only to open a
 * menu, so it loads after the first paint (when the browser is idle, or as soon as a trigger is
 * hovered, focused or pressed) and stays out of every route's initial JavaScript (docs/PRODUCT.md#budgets).
 * Until then the trigger is shown as is; pressing it before the menu code arrives opens the
 * menu as soon as it does.
 */
const radixMenu = deferredModule(() => import('@radix-ui/react-dropdown-menu'));

/** Starts loading the menu code (idempotent); tests await it so menus render synchronously. */
export const loadDropdownMenu = radixMenu.load;

type RadixMenu = typeof RadixMenuModule;

/** The loaded Radix menu; only called by parts that render inside an open menu. */
function useRadixMenu(): RadixMenu {
  const module = radixMenu.useModule();
  if (!module) throw new Error('Menu parts render only inside an open DropdownMenu');
  return module;
}

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
  const Radix = radixMenu.useModule();
  const [openWhenLoaded, setOpenWhenLoaded] = useState(false);
  const placeholderFocused = useRef(false);
  const triggerRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!Radix) return whenIdle(() => preload(radixMenu));
  }, [Radix]);

  // The real trigger replaces the placeholder: keep the keyboard focus on it.
  useLayoutEffect(() => {
    if (Radix && placeholderFocused.current) {
      placeholderFocused.current = false;
      triggerRef.current?.focus();
    }
  }, [Radix]);

  // A controlled menu pressed before its code arrived asks its owner to open it, once.
  useEffect(() => {
    if (!Radix || !openWhenLoaded || open === undefined) return;
    setOpenWhenLoaded(false);
    if (!open) onOpenChange?.(true);
  }, [Radix, openWhenLoaded, open, onOpenChange]);

  if (!Radix) {
    return (
      <TriggerPlaceholder
        trigger={trigger}
        onFocusChange={(focused) => {
          placeholderFocused.current = focused;
        }}
        onOpenRequest={() => {
          setOpenWhenLoaded(true);
          preload(radixMenu);
        }}
      />
    );
  }

  return (
    <Radix.Root open={open} defaultOpen={open === undefined ? openWhenLoaded : undefined} onOpenChange={onOpenChange} modal={false}>
      <Radix.Trigger asChild ref={triggerRef as Ref<HTMLButtonElement>}>
        {trigger}
      </Radix.Trigger>
      <Radix.Portal>
        <Radix.Content
          align={align}
          side={side}
          sideOffset={sideOffset}
          collisionPadding={12}
          aria-label={contentLabel}
          className={[styles.content, columns === 2 ? styles.twoColumns : '', className].filter(Boolean).join(' ')}
        >
          {children}
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}

type TriggerProps = {
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
};

/** The trigger before the menu code is there: same element and ARIA state as Radix's closed trigger. */
function TriggerPlaceholder({
  trigger,
  onOpenRequest,
  onFocusChange,
}: {
  trigger: ReactNode;
  onOpenRequest: () => void;
  onFocusChange: (focused: boolean) => void;
}) {
  if (!isValidElement<TriggerProps>(trigger)) return <>{trigger}</>;
  const own = trigger.props;
  return cloneElement(trigger as ReactElement<TriggerProps & Record<string, unknown>>, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    'data-state': 'closed',
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(event);
      preload(radixMenu);
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event);
      onFocusChange(true);
      preload(radixMenu);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      own.onBlur?.(event);
      onFocusChange(false);
    },
    // Radix opens on a primary-button pointerdown and on Enter, Space or ArrowDown.
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      own.onPointerDown?.(event);
      if (event.button === 0 && !event.ctrlKey && !event.defaultPrevented) onOpenRequest();
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      own.onKeyDown?.(event);
      if (!event.defaultPrevented && ['Enter', ' ', 'ArrowDown'].includes(event.key)) {
        event.preventDefault();
        onOpenRequest();
      }
    },
  });
}

export type DropdownMenuItemProps = ComponentProps<RadixMenu['Item']> & {
  icon?: ReactNode;
  tone?: 'default' | 'danger';
};

export function DropdownMenuItem({ icon, tone = 'default', className, children, asChild, ...rest }: DropdownMenuItemProps) {
  const Radix = useRadixMenu();
  const cls = [styles.item, tone === 'danger' ? styles.danger : '', className].filter(Boolean).join(' ');
  if (asChild) {
    // The child (e.g. a router Link) renders the content itself.
    return (
      <Radix.Item asChild className={cls} {...rest}>
        {children}
      </Radix.Item>
    );
  }
  return (
    <Radix.Item className={cls} {...rest}>
      {icon ? <span className={styles.icon}>{icon}</span> : null}
      {children}
    </Radix.Item>
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

/** A menu item that is a link: its icon and label, then what else the link holds (a badge). */
export function DropdownMenuLink({ icon, label, children, ...link }: LinkProps & { icon: ReactNode; label: ReactNode }) {
  return (
    <DropdownMenuItem asChild>
      <Link {...link}>
        <MenuItemContent icon={icon}>{label}</MenuItemContent>
        {children}
      </Link>
    </DropdownMenuItem>
  );
}

export function DropdownMenuSeparator() {
  const Radix = useRadixMenu();
  return <Radix.Separator className={styles.separator} />;
}

/** A non-interactive heading inside a menu; `plain` keeps the text's own case (e.g. usernames). */
export function DropdownMenuLabel({ children, plain }: { children: ReactNode; plain?: boolean }) {
  const Radix = useRadixMenu();
  return <Radix.Label className={plain ? `${styles.label} ${styles.labelPlain}` : styles.label}>{children}</Radix.Label>;
}

/** Radix's radio group, radio item and item indicator, for single-choice menus. */
export function DropdownMenuRadioGroup(props: ComponentProps<RadixMenu['RadioGroup']>) {
  const Radix = useRadixMenu();
  return <Radix.RadioGroup {...props} />;
}

export function DropdownMenuRadioItem(props: ComponentProps<RadixMenu['RadioItem']>) {
  const Radix = useRadixMenu();
  return <Radix.RadioItem {...props} />;
}

export function DropdownMenuItemIndicator(props: ComponentProps<RadixMenu['ItemIndicator']>) {
  const Radix = useRadixMenu();
  return <Radix.ItemIndicator {...props} />;
}
