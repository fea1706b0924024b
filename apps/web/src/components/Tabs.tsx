import * as RadixTabs from '@radix-ui/react-tabs';
import type { ComponentProps, ReactNode } from 'react';
import styles from './Tabs.module.css';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
}

/** Tabs (Radix): arrow-key navigation between tabs, panels linked to their tabs. */
export function Tabs({ items, label, value, defaultValue, onValueChange, className }: TabsProps) {
  return (
    <RadixTabs.Root
      className={['layout-stack', className].filter(Boolean).join(' ')}
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={onValueChange}
    >
      <RadixTabs.List className={styles.list} aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} disabled={item.disabled} className={styles.trigger}>
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={styles.panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}

/** Styled primitives for layouts the items API does not cover. */
export const TabsRoot = (p: ComponentProps<typeof RadixTabs.Root>) => (
  <RadixTabs.Root {...p} className={['layout-stack', p.className].filter(Boolean).join(' ')} />
);
export const TabsList = (p: ComponentProps<typeof RadixTabs.List>) => (
  <RadixTabs.List {...p} className={[styles.list, p.className].filter(Boolean).join(' ')} />
);
export const TabsTrigger = (p: ComponentProps<typeof RadixTabs.Trigger>) => (
  <RadixTabs.Trigger {...p} className={[styles.trigger, p.className].filter(Boolean).join(' ')} />
);
export const TabsContent = (p: ComponentProps<typeof RadixTabs.Content>) => (
  <RadixTabs.Content {...p} className={[styles.panel, p.className].filter(Boolean).join(' ')} />
);
