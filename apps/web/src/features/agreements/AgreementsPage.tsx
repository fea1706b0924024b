import { AGREEMENT_KEYS, type AgreementKey, type AgreementsResponse } from '@okuryazar/shared';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from '../../lib/router';
import { buttonClassName, ErrorState, LoadingState, PageTitle, TabsContent, TabsList, TabsRoot, TabsTrigger } from '../../components';
import { agreementDocumentUrl, useAgreements } from './api';
import { agreementFromHash, hashForAgreement, isAgreementKey } from './hash';
import { DownloadIcon } from '../../components/icons';
import { sanitizeAgreementHtml } from './sanitize';
import styles from './AgreementsPage.module.css';

/** docs/PRODUCT.md#screens: the tab names, in the order of the route table. */
export const AGREEMENT_LABELS: Record<AgreementKey, string> = {
  privacy: 'Gizlilik Politikası',
  terms: 'Kullanım Şartları',
  kvkk: 'KVKK Aydınlatma Metni',
};

export const AGREEMENTS_LOAD_ERROR = 'Sözleşmeler yüklenemedi. Lütfen daha sonra tekrar deneyin.';

const dateFormat = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric' });


/**
 * /agreements: privacy, terms and KVKK in tabs. The URL hash picks the tab (#privacy,
 * #terms, #data-protection), switching tabs writes it back, and a hash typed into the
 * address bar switches the tab.
 */
export function AgreementsPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const active = agreementFromHash(location.hash);
  const query = useAgreements();

  // A hash changed outside the router (address bar, an in-page anchor) still switches the tab.
  useEffect(() => {
    const onHashChange = () => {
      if (window.location.hash !== location.hash) {
        navigate({ pathname: location.pathname, search: location.search, hash: window.location.hash }, { replace: true });
      }
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [location.hash, location.pathname, location.search, navigate]);

  const select = (value: string) => {
    if (!isAgreementKey(value) || value === active) return;
    navigate(
      { pathname: location.pathname, search: location.search, hash: hashForAgreement(value) },
      { replace: true },
    );
  };

  return (
    <>
      <PageTitle title={AGREEMENT_LABELS[active]} />
      <div className={styles.page}>
        <header className={styles.intro}>
          <p className="page-frame-eyebrow">Yasal metinler</p>
          <h1 className={styles.heading}>Sözleşmeler ve politikalar</h1>
          <p className="page-frame-lead">
            Okuryazar’ı kullanırken geçerli olan kurallar, kişisel verilerinizin nasıl işlendiği ve haklarınız.
          </p>
        </header>
        {query.isPending ? (
          <LoadingState text="Metinler yükleniyor..." />
        ) : query.isError ? (
          <ErrorState message={AGREEMENTS_LOAD_ERROR} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : (
          <TabsRoot value={active} onValueChange={select} className={styles.tabs}>
            <TabsList aria-label="Sözleşmeler" className={styles.tabList}>
              {AGREEMENT_KEYS.map((key) => (
                <TabsTrigger key={key} value={key} className={styles.tab}>
                  {AGREEMENT_LABELS[key]}
                </TabsTrigger>
              ))}
            </TabsList>
            {AGREEMENT_KEYS.map((key) => (
              <TabsContent key={key} value={key}>
                <AgreementDocument agreement={query.data[key]} agreementKey={key} />
              </TabsContent>
            ))}
          </TabsRoot>
        )}
      </div>
    </>
  );
}

function AgreementDocument({
  agreement,
  agreementKey,
}: {
  agreement: AgreementsResponse[AgreementKey] | undefined;
  agreementKey: AgreementKey;
}) {
  const { html, statedDate } = useMemo(() => prepareAgreement(agreement?.html, agreement?.title), [agreement]);
  const updated = agreement?.updated_at ? new Date(agreement.updated_at) : null;
  const title = agreement?.title || AGREEMENT_LABELS[agreementKey];
  const titleId = `agreement-${agreementKey}-title`;

  return (
    <article className={styles.document} aria-labelledby={titleId}>
      <header className={styles.docHeader}>
        <div className={styles.docTitleGroup}>
          <h2 id={titleId} className={styles.docTitle}>
            {title}
          </h2>
          {statedDate ? (
            <p className={styles.meta}>{statedDate}</p>
          ) : updated && !Number.isNaN(updated.getTime()) ? (
            <p className={styles.meta}>
              Son güncelleme: <time dateTime={agreement!.updated_at}>{dateFormat.format(updated)}</time>
            </p>
          ) : null}
        </div>
        <a
          href={agreementDocumentUrl(agreementKey)}
          download
          className={buttonClassName({ variant: 'secondary', size: 'sm', className: styles.download })}
        >
          <DownloadIcon size={18} />
          Word belgesi olarak indir
          <span className="visually-hidden"> ({title}, .docx)</span>
        </a>
      </header>
      {html ? (
        <div className={styles.prose} dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <p className={styles.meta}>Bu metin henüz yayımlanmadı.</p>
      )}
    </article>
  );
}

/**
 * Sanitises the document and lifts its opening lines into the page header: a first heading
 * that repeats the tab's title is dropped, and a leading "Son güncelleme: …" line becomes the
 * header's date (the document's own date wins over the file's).
 */
export function prepareAgreement(
  rawHtml: string | undefined,
  title: string | undefined,
): { html: string; statedDate: string | null } {
  let html = sanitizeAgreementHtml(rawHtml);
  const heading = /^\s*<h1>([\s\S]*?)<\/h1>/i.exec(html);
  if (heading && title && plain(heading[1]!) === plain(title)) html = html.slice(heading[0].length);
  let statedDate: string | null = null;
  const dateLine = /^\s*<p>\s*(?:<(?:em|i|strong|b)>\s*)?(Son güncelleme\s*:[^<]*?)\s*(?:<\/(?:em|i|strong|b)>\s*)?<\/p>/i.exec(html);
  if (dateLine) {
    statedDate = dateLine[1]!.trim();
    html = html.slice(dateLine[0].length);
  }
  return { html: html.trim(), statedDate };
}

function plain(fragment: string): string {
  return fragment.replace(/<[^>]+>/g, '').trim().toLocaleLowerCase('tr-TR');
}
