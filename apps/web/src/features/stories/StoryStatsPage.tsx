import { isCalendarDate, turkeyDate, type StoryStats, type StoryStatsQuery } from '@okuryazar/shared';
import { useParams, useSearchParams } from '../../lib/router';
import { paths } from '../../config/paths';
import { ErrorState, LinkButton, LoadingState, PageTitle } from '../../components';
import { isNotFound } from '../../lib/api';
import { parseId } from '../../lib/ids';
import { useStoryDetails, useStoryStats } from './api';
import { formatNumber } from './format';
import { BackLink } from './BackLink';
import { bucketName, ViewsChart } from './ViewsChart';
import { bucketDaily } from './statsBuckets';
import { rangeLabel, StatsRange, type ShownRange } from './StatsRange';
import styles from './StoryStatsPage.module.css';

const percent = new Intl.NumberFormat('tr-TR', { style: 'percent', maximumFractionDigits: 0 });

const UNIT_TABLE = { day: 'Gün', week: 'Hafta', month: 'Ay' } as const;

/** The range in the address (?from=&to=), so it survives a reload and can be shared; anything else is ignored. */
function useRangeParam(): [StoryStatsQuery, (next: StoryStatsQuery) => void] {
  const [params, setParams] = useSearchParams();
  const pick = (name: string) => {
    const value = params.get(name);
    return value && isCalendarDate(value) ? value : undefined;
  };
  const range: StoryStatsQuery = { from: pick('from'), to: pick('to') };
  const set = (next: StoryStatsQuery) => setParams(Object.fromEntries(Object.entries(next).filter(([, v]) => v)) as Record<string, string>);
  return [range, set];
}

function Totals({ stats, label }: { stats: StoryStats; label: string }) {
  const sum = (pick: (c: StoryStats['chapters'][number]) => number) => stats.chapters.reduce((s, c) => s + pick(c), 0);
  const items = [
    ['Toplam okunma', sum((c) => c.views)],
    [label, stats.daily.reduce((s, d) => s + d.views, 0)],
    ['Beğeni', sum((c) => c.likes)],
    ['Yorum', sum((c) => c.comments)],
  ] as const;
  return (
    <dl className={styles.totals}>
      {items.map(([label, value]) => (
        <div key={label} className={styles.total}>
          <dt>{label}</dt>
          <dd>{formatNumber(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /story-details/{id}/stats: per chapter numbers and the views of any range since the story
 * began (the last 30 days first), for the author (docs/PRODUCT.md#reading-comfort-and-writers-tools).
 */
export function StoryStatsPage() {
  const storyId = parseId(useParams().storyId);
  const [asked, setAsked] = useRangeParam();
  const stats = useStoryStats(storyId, asked);
  const details = useStoryDetails(storyId);
  const title = details.data?.storyDetails.title;

  const back = (
    <BackLink to={storyId ? paths.storyDetails(storyId) : paths.myStories}>
      {storyId ? 'Hikayeye dön' : 'Hikayelerim'}
    </BackLink>
  );

  if (storyId === null || isNotFound(stats.error) || isNotFound(details.error)) {
    return (
      <div className={styles.page}>
        <PageTitle title="İstatistikler" />
        <ErrorState title="Hikaye bulunamadı." message="Bu hikaye silinmiş olabilir ya da istatistiklerini görme yetkiniz olmayabilir." />
        <div className={styles.center}>
          <LinkButton to={paths.myStories}>Hikayelerime Dön</LinkButton>
        </div>
      </div>
    );
  }
  if (stats.isPending || details.isPending) {
    return (
      <div className={styles.page}>
        <PageTitle title="İstatistikler" />
        <LoadingState text="İstatistikler yükleniyor..." />
      </div>
    );
  }
  if (stats.isError || details.isError) {
    return (
      <div className={styles.page}>
        <PageTitle title="İstatistikler" />
        {back}
        <ErrorState
          message="İstatistikler yüklenemedi. Lütfen tekrar deneyin."
          onRetry={() => void Promise.all([stats.refetch(), details.refetch()])}
          retrying={stats.isFetching || details.isFetching}
        />
      </div>
    );
  }

  const data = stats.data;
  const range: ShownRange = { from: data.from, to: data.to, firstDay: data.first_day, today: turkeyDate(new Date()) };
  const label = rangeLabel(range);
  const { unit, buckets } = bucketDaily(data.daily);
  const chapterInfo = new Map(details.data.chapters.map((c) => [c.chapter_id, c]));
  const firstReaders = data.chapters.length > 0;

  return (
    <div className={styles.page}>
      <PageTitle title={`${title} — İstatistikler`} />
      {back}
      <header className={styles.header}>
        <p className={styles.eyebrow}>İstatistikler</p>
        <h1 className={styles.heading}>{title}</h1>
        <p className={styles.lead}>Sayılar sayfayı açtığınız andaki durumu gösterir.</p>
      </header>

      <Totals stats={data} label={label} />

      <section className={styles.section} aria-labelledby="stats-daily" aria-busy={stats.isPlaceholderData || undefined}>
        <h2 id="stats-daily" className={styles.sectionHeading}>
          Okunma: {label}
        </h2>
        <StatsRange storyId={storyId} range={range} onChange={setAsked} />
        <ViewsChart daily={data.daily} endsToday={data.to === range.today && !asked.to} />
        <details className={styles.fallback}>
          <summary>Sayıları tablo olarak göster</summary>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className="visually-hidden">Okunma sayıları ({label})</caption>
              <thead>
                <tr>
                  <th scope="col">{UNIT_TABLE[unit]}</th>
                  <th scope="col">Okunma</th>
                </tr>
              </thead>
              <tbody>
                {buckets.map((b) => (
                  <tr key={b.start}>
                    <th scope="row">
                      <time dateTime={unit === 'month' ? b.start.slice(0, 7) : b.start}>{bucketName(b, unit)}</time>
                    </th>
                    <td>{formatNumber(b.views)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </section>

      <section className={styles.section} aria-labelledby="stats-chapters">
        <h2 id="stats-chapters" className={styles.sectionHeading}>
          Bölümler
        </h2>
        {firstReaders ? (
          <>
            <div className={styles.tableWrap}>
              <table className={styles.table} data-testid="chapter-stats">
                <caption className="visually-hidden">Bölüm başına okunma, beğeni, yorum ve okuma oranı</caption>
                <thead>
                  <tr>
                    <th scope="col">Bölüm</th>
                    <th scope="col">Okunma</th>
                    <th scope="col">Beğeni</th>
                    <th scope="col">Yorum</th>
                    <th scope="col">Okuma oranı</th>
                  </tr>
                </thead>
                <tbody>
                  {data.chapters.map((c) => {
                    const info = chapterInfo.get(c.chapter_id);
                    return (
                      <tr key={c.chapter_id}>
                        <th scope="row">
                          <span className={styles.chapterNumber}>{info?.chapter_number}.</span> {info?.title ?? ''}
                          {info && !info.is_published ? <span className={styles.draft}> (taslak)</span> : null}
                        </th>
                        <td>{formatNumber(c.views)}</td>
                        <td>{formatNumber(c.likes)}</td>
                        <td>{formatNumber(c.comments)}</td>
                        <td>{percent.format(c.read_through)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <p className={styles.note}>
              Okuma oranı: ilk bölümü okuyanların kaçta kaçının o bölümü de açtığı (yalnızca giriş yapmış okurlar sayılır).
            </p>
          </>
        ) : (
          <p className={styles.note}>Bu hikayenin henüz bölümü yok.</p>
        )}
      </section>
    </div>
  );
}
