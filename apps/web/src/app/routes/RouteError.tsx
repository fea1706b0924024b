import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorState, Logo } from '../../components';
import { NotFoundPage } from './NotFoundPage';
import styles from './NotFoundPage.module.css';

/** Last-resort error screen for a render error inside a route. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
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
