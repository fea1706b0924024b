import { MSG } from '@okuryazar/shared';
import { useOnline } from '../../lib/useOnline';
import styles from './OfflineBanner.module.css';

/** "Çevrimdışısınız" across the top while the browser has no connection (DESIGN §8). */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status" className={online ? 'visually-hidden' : styles.banner}>
      {online ? null : MSG.offline}
    </div>
  );
}
