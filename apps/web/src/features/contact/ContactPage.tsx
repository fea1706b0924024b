import { MODERATION_LIMITS, OPERATOR_CONTACT } from '@okuryazar/shared';
import { Link } from '../../lib/router';
import { paths } from '../../config/paths';
import { PageTitle } from '../../components';
import { LegalNoticeForm } from './LegalNoticeForm';
import styles from './Contact.module.css';

/**
 * /iletisim (docs/PRODUCT.md#trust-and-safety): who runs the platform and how to reach them, and the Law 5651
 * notice form. Public: a parent or a rights holder need not have an account.
 */
export function ContactPage() {
  return (
    <div className={styles.page}>
      <PageTitle title="İletişim" />
      <header className={styles.intro}>
        <h1 className={styles.heading}>İletişim</h1>
        <p className={styles.lead}>
          Sorularınız, şikayetleriniz ve yasal bildirimleriniz için bize buradan ulaşabilirsiniz. Her bildirim en geç{' '}
          {OPERATOR_CONTACT.responseHours} saat içinde incelenir.
        </p>
      </header>

      <section className={styles.card} aria-labelledby="operator-title">
        <h2 id="operator-title" className={styles.cardTitle}>
          Yer sağlayıcı
        </h2>
        <dl className={styles.facts}>
          <div>
            <dt>Unvan</dt>
            <dd>{OPERATOR_CONTACT.name}</dd>
          </div>
          <div>
            <dt>E-posta</dt>
            <dd>
              <a href={`mailto:${OPERATOR_CONTACT.email}`}>{OPERATOR_CONTACT.email}</a>
            </dd>
          </div>
          <div>
            <dt>Adres</dt>
            <dd>{OPERATOR_CONTACT.address}</dd>
          </div>
        </dl>
        <p className={styles.note}>
          Okuryazar’daki bir hikayeyi, yorumu ya da profili şikayet etmek için giriş yaptıktan sonra içeriğin yanındaki
          “Şikayet et” bağlantısını da kullanabilirsiniz. Kişisel verileriniz hakkında bilgi için{' '}
          <Link to={paths.agreementDataProtection}>KVKK Aydınlatma Metni</Link>’ne bakın.
        </p>
      </section>

      <section className={styles.card} aria-labelledby="notice-title">
        <h2 id="notice-title" className={styles.cardTitle}>
          Yasal bildirim (5651 sayılı Kanun)
        </h2>
        <p className={styles.note}>
          Hukuka aykırı olduğunu ya da kişilik haklarınızı ihlal ettiğini düşündüğünüz bir içerik için bu formu doldurun.
          Giriş yapmanız gerekmez. Bildiriminiz moderatörlerimize iletilir ve en geç {MODERATION_LIMITS.dueHours} saat
          içinde incelenir.
        </p>
        <LegalNoticeForm />
      </section>
    </div>
  );
}
