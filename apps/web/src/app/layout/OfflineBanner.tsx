import { MSG } from '@okuryazar/shared';
import { useOnline } from '../../lib/useOnline';
import styles from './OfflineBanner.module.css';

/**
 * "Çevrimdışısınız" across the top while the browser has no connection (docs/PRODUCT.md#reading-comfort-and-writers-tools). The
 * polite live region is always in the page, so going offline is announced; it only takes the
 * status role while it has something to say, so a page's own status message stays the one.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div aria-live="polite" className={online ? 'visually-hidden' : styles.banner}>
      {online ? null : <p role="status">{MSG.offline}</p>}
    </div>
  );
}
