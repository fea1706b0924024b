import type { ComponentProps } from 'react';
import { MoreIcon } from '../../components';
import styles from './Report.module.css';

/** The round ⋯ trigger of an item's menu; Radix passes its props and ref through. */
export function MoreButton({ label, className, ...rest }: ComponentProps<'button'> & { label: string }) {
  return (
    <button type="button" aria-label={label} className={[styles.more, className].filter(Boolean).join(' ')} {...rest}>
      <MoreIcon size={18} />
    </button>
  );
}
