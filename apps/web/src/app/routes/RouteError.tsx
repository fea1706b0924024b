import { ErrorState, Logo } from '../../components';
import styles from './NotFoundPage.module.css';

/** Last-resort error screen for a render error inside a route. */
export function RouteError() {
  return (
    <main className={styles.page}>
      <Logo to="/" size="lg" />
      <h1 className="visually-hidden">Bir hata oluştu</h1>
      <ErrorState
        title="Bir şeyler ters gitti"
        message="Sayfa yüklenirken beklenmeyen bir hata oluştu. Lütfen sayfayı yenileyin."
        retryLabel="Sayfayı yenile"
        onRetry={() => window.location.reload()}
      />
    </main>
  );
}
