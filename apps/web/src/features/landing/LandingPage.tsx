import { CATEGORIES } from '@okuryazar/shared';
import { useEffect, type ComponentType } from 'react';
import {
  BellIcon,
  BookOpenIcon,
  Button,
  MessageIcon,
  PenIcon,
  UserIcon,
  UsersIcon,
} from '../../components';
import { useAuthModal } from '../auth';
import { CoverCarousel } from './CoverCarousel';
import { useFeaturedBooks } from './api';
import styles from './LandingPage.module.css';

interface Feature {
  Icon: ComponentType<{ size?: number }>;
  title: string;
  text: string;
}

const FEATURES: readonly Feature[] = [
  { Icon: BookOpenIcon, title: 'Okuma', text: 'Hikayeleri bölüm bölüm, ücretsiz ve rahat bir okuma ekranında okuyun. Kaldığınız yeri Okuryazar hatırlar.' },
  { Icon: PenIcon, title: 'Yazma', text: 'Kapağınızı yükleyin, bölümlerinizi yazın ve hazır olduğunuzda tek dokunuşla yayımlayın.' },
  { Icon: UserIcon, title: 'Takip', text: 'Sevdiğiniz yazarları takip edin; yeni bölümleri ve paylaşımları ilk siz görün.' },
  { Icon: BellIcon, title: 'Bildirimler', text: 'Beğeniler, yorumlar, yeni takipçiler ve yeni bölümler anında bildirim olarak gelsin.' },
  { Icon: MessageIcon, title: 'Mesajlar', text: 'Okurlarınızla ya da en sevdiğiniz yazarla birebir mesajlaşın, fikir alışverişi yapın.' },
  { Icon: UsersIcon, title: 'Topluluk', text: 'Keşfet akışında paylaşın, yorumlarla sohbete katılın, kitap dostlarınızla buluşun.' },
];

/** Landing page for visitors (docs/PRODUCT.md#screens). Every call to action opens the signup modal. */
export function LandingPage() {
  const { openAuth, isOpen, triggerProps } = useAuthModal();
  const signup = () => openAuth('signup');
  // Real public stories only; with none (or while the call fails) the hero has no carousel.
  const featured = useFeaturedBooks();
  const covers = featured.data ?? [];
  const showArt = featured.isPending || covers.length > 0;

  useEffect(() => {
    document.title = 'Okuryazar — Oku, yaz, paylaş';
  }, []);

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="landing-title">
        <div className={showArt ? styles.heroInner : `${styles.heroInner} ${styles.heroInnerSolo}`}>
          <div className={styles.heroText}>
            <p className={styles.eyebrow}>Oku · Yaz · Paylaş</p>
            <h1 id="landing-title" className={styles.headline}>
              Bir sonraki favori hikayeniz <em>burada</em> sizi bekliyor
            </h1>
            <p className={styles.lead}>
              Okuryazar, Türkçe okuyan ve yazan herkesin buluşma yeri. Hikayeleri bölüm bölüm ücretsiz okuyun,
              sevdiğiniz yazarları takip edin, yorumlarınızla sohbete katılın; ya da ilk bölümünüzü bugün yazın.
            </p>
            <div className={styles.heroActions}>
              <Button variant="primary" size="lg" onClick={signup} {...triggerProps}>
                Ücretsiz Hesap Oluştur
              </Button>
              <Button variant="secondary" size="lg" onClick={signup} leadingIcon={<BookOpenIcon size={20} />} {...triggerProps}>
                Okumaya Başla
              </Button>
            </div>
            <ul role="list" className={styles.perks}>
              <li>Tamamen ücretsiz</li>
              <li>{CATEGORIES.length} tür</li>
              <li>Türkçe topluluk</li>
            </ul>
          </div>
          {showArt && (
            <div className={styles.heroArt}>
              {covers.length > 0 && <CoverCarousel books={covers} hold={isOpen} />}
            </div>
          )}
        </div>
      </section>

      <section className={styles.section} aria-labelledby="features-title">
        <div className={styles.sectionInner}>
          <div className={styles.sectionHead}>
            <h2 id="features-title" className={styles.sectionTitle}>
              Okumak da yazmak da birlikte güzel
            </h2>
            <p className={styles.sectionLead}>
              Okuryazar yalnızca bir kitaplık değil; okurların ve yazarların birbirini bulduğu sıcak bir topluluk.
            </p>
          </div>
          <ul role="list" className={styles.features}>
            {FEATURES.map((f) => (
              <li key={f.title} className={styles.feature}>
                <span className={styles.featureIcon} aria-hidden="true">
                  <f.Icon size={24} />
                </span>
                <h3 className={styles.featureTitle}>{f.title}</h3>
                <p className={styles.featureText}>{f.text}</p>
              </li>
            ))}
          </ul>
          <div className={styles.centerAction}>
            <Button variant="primary" onClick={signup} {...triggerProps}>
              Topluluğa Katıl
            </Button>
          </div>
        </div>
      </section>

      <section className={`${styles.section} ${styles.categoriesSection}`} aria-labelledby="categories-title">
        <div className={styles.sectionInner}>
          <div className={styles.sectionHead}>
            <h2 id="categories-title" className={styles.sectionTitle}>
              Her ruh haline bir tür
            </h2>
            <p className={styles.sectionLead}>
              Aksiyondan şiire, {CATEGORIES.length} türde hikayeler sizi bekliyor. Hangisiyle başlamak istersiniz?
            </p>
          </div>
          <ul role="list" className={styles.tags}>
            {CATEGORIES.map((c) => (
              <li key={c.id}>
                <button type="button" className={styles.tag} onClick={signup} title={c.description} {...triggerProps}>
                  {c.name}
                </button>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="write-title">
        <div className={`${styles.sectionInner} ${styles.writeBand}`}>
          <div className={styles.writeText}>
            <p className={styles.eyebrow}>Yazarlar için</p>
            <h2 id="write-title" className={styles.sectionTitle}>
              İçinizde bir hikaye mi var?
            </h2>
            <p className={styles.sectionLead}>
              Okuryazar’da yazmak için yayınevine ya da bütçeye ihtiyacınız yok. İlk bölümünüzü yazın, kapağınızı
              ekleyin ve okurlarınızla bugün tanışın.
            </p>
            <Button variant="primary" size="lg" onClick={signup} leadingIcon={<PenIcon size={20} />} {...triggerProps}>
              Yazmaya Başla
            </Button>
          </div>
          <div className={styles.editorMock} aria-hidden="true">
            <div className={styles.editorBar}>
              <span>Bölüm 1</span>
              <span className={styles.editorPill}>Yayımla</span>
            </div>
            <p className={styles.editorTitle}>İlk Satır</p>
            <p className={styles.editorBody}>
              Vapur iskeleye yanaştığında martılar çoktan susmuştu. Elindeki mektubu bir kez daha okudu; bu kez
              kelimeler başka bir şey söylüyordu<span className={isOpen ? `${styles.caret} ${styles.caretHeld}` : styles.caret} />
            </p>
            <div className={styles.editorFoot}>
              <span>142 kelime</span>
              <span>Taslak kaydedildi</span>
            </div>
          </div>
        </div>
      </section>
    </div>
  );
}
