import { useState, type FormEvent } from 'react';
import { MSG, type BetaLink } from '@okuryazar/shared';
import { Button, failureToast, FormAlert, LoadMore, TextField, useToast } from '../../components';
import { paths } from '../../config/paths';
import { Link } from '../../lib/router';
import { useBetaLinks, useCreateBetaLink, useEndBetaLink } from './api';
import styles from './Beta.module.css';

const STATE_LABEL: Record<BetaLink['state'], string> = {
  waiting: 'Henüz açılmadı',
  open: 'Açık',
  ended: 'Kapatıldı',
  expired: 'Süresi doldu',
};

const dateFormat = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Istanbul' });

/**
 * Beta readers on the story's management screen (docs/PRODUCT.md#beta-readers): a private link
 * for one reader (shown once, to copy), the links made so far with who reads through each and
 * how many notes they left, and ending one at once.
 */
export function BetaLinksPanel({ storyId }: { storyId: number }) {
  const links = useBetaLinks(storyId);
  const all = links.data?.pages.flatMap((page) => page.links) ?? [];
  return (
    <section className={styles.panel} aria-labelledby="beta-links-heading">
      <h2 id="beta-links-heading" className={styles.heading}>
        Beta okuyucular
      </h2>
      <p className={styles.lead}>
        Güvendiğiniz bir okura özel bir bağlantı gönderin: taslaklar dahil bütün bölümleri okur ve paragraflara yalnızca sizin göreceğiniz notlar bırakır. Bağlantıyı ilk açan kişi
        onun okuru olur; istediğiniz an kapatabilirsiniz.
      </p>
      <NewLinkForm storyId={storyId} />
      {all.length > 0 ? (
        <ul className={`plain-list ${styles.links}`} aria-label="Beta bağlantıları">
          {all.map((link) => (
            <li key={link.link_id}>
              <LinkRow storyId={storyId} link={link} />
            </li>
          ))}
        </ul>
      ) : null}
      <LoadMore query={links} auto={false} label="Daha eski bağlantılar" />
    </section>
  );
}

function NewLinkForm({ storyId }: { storyId: number }) {
  const create = useCreateBetaLink(storyId);
  const { toast } = useToast();
  const [until, setUntil] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [made, setMade] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    // The chosen day's end in Turkey (UTC+3), so "until the 5th" includes the 5th.
    const expiresAt = until ? new Date(`${until}T23:59:59+03:00`).toISOString() : null;
    create.mutate(expiresAt, {
      onSuccess: (link) => setMade(new URL(link.url, window.location.origin).toString()),
      onError: (failure) => setError(failure.message || MSG.tryAgain),
    });
  };
  const copy = async () => {
    if (!made) return;
    try {
      await navigator.clipboard.writeText(made);
      toast({ title: 'Bağlantı kopyalandı.', tone: 'success' });
    } catch {
      toast({ title: 'Bağlantı kopyalanamadı; kutudaki bağlantıyı seçip kopyalayabilirsiniz.', tone: 'error' });
    }
  };

  return (
    <form className={styles.newLink} onSubmit={submit} noValidate>
      <TextField label="Bitiş günü (isteğe bağlı)" type="date" value={until} onChange={(event) => setUntil(event.target.value)} error={error ? true : undefined} />
      <Button type="submit" variant="secondary" loading={create.isPending}>
        Beta bağlantısı oluştur
      </Button>
      <FormAlert message={error} className={styles.formError} />
      {made ? (
        <div className={styles.made} role="status">
          <p className={styles.madeNote}>Bağlantı yalnızca şimdi gösterilir: kopyalayıp beta okurunuza gönderin.</p>
          <div className={styles.madeRow}>
            <input className="form-control" readOnly value={made} aria-label="Yeni beta bağlantısı" onFocus={(event) => event.currentTarget.select()} />
            <Button type="button" onClick={() => void copy()}>
              Kopyala
            </Button>
          </div>
        </div>
      ) : null}
    </form>
  );
}

function LinkRow({ storyId, link }: { storyId: number; link: BetaLink }) {
  const end = useEndBetaLink(storyId);
  const { toast } = useToast();
  const live = link.state === 'waiting' || link.state === 'open';
  return (
    <div className={styles.linkRow}>
      <div className={styles.linkText}>
        <p className={styles.linkReader}>
          {link.reader ? <Link to={paths.profile(link.reader.id)}>{link.reader.username}</Link> : 'Henüz kimse açmadı'}
        </p>
        <p className={styles.linkMeta}>
          <span className={styles.state} data-state={link.state}>
            {STATE_LABEL[link.state]}
          </span>
          <span>{dateFormat.format(new Date(link.created_at))} tarihinde oluşturuldu</span>
          {link.expires_at && live ? <span>{dateFormat.format(new Date(link.expires_at))} tarihine kadar</span> : null}
          <span>{link.comment_count.toLocaleString('tr-TR')} not</span>
        </p>
      </div>
      {live ? (
        <Button
          variant="ghost"
          size="sm"
          loading={end.isPending}
          onClick={() =>
            end.mutate(link.link_id, {
              onSuccess: () => toast({ title: 'Bağlantı kapatıldı; artık açılmaz.', tone: 'success' }),
              onError: (failure) => toast(failureToast(failure)),
            })
          }
        >
          Bağlantıyı kapat
        </Button>
      ) : null}
    </div>
  );
}
