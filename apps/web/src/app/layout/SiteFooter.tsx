import { turkeyYear } from '@okuryazar/shared';
import { Link } from '../../lib/router';
import { useNow } from '../../lib/useNow';
import { Logo } from '../../components';
import { paths } from '../../config/paths';
import styles from './SiteFooter.module.css';

export function SiteFooter({ compact }: { compact?: boolean }) {
  const year = turkeyYear(useNow(null));
  return (
    <footer className={compact ? `${styles.footer} ${styles.compact}` : styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo size="sm" />
          {!compact ? <p className={styles.tagline}>Türkçe hikayelerin okunduğu, yazıldığı ve paylaşıldığı yer.</p> : null}
        </div>
        <nav aria-label="Yasal bilgiler">
          <ul role="list" className={styles.links}>
            <li>
              <Link to={paths.agreementPrivacy}>Gizlilik Politikası</Link>
            </li>
            <li>
              <Link to={paths.agreementDataProtection}>KVKK Aydınlatma Metni</Link>
            </li>
            <li>
              <Link to={paths.agreementTerms}>Kullanım Şartları</Link>
            </li>
            <li>
              <Link to={paths.contact}>İletişim</Link>
            </li>
          </ul>
        </nav>
        <p className={styles.copy}>© {year} Okuryazar</p>
      </div>
    </footer>
  );
}
