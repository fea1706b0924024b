import { StoryAnnouncements } from '../announcements';
import { BetaLinksPanel } from '../beta';
import { MSG } from '@okuryazar/shared';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from '../../lib/router';
import { CONTENTS_HASH, paths } from '../../config/paths';
import {
  ErrorState,
  LinkButton,
  LoadingState,
  PageTitle,
  RemovedBadge,
  RemovedNotice,
  TabsContent,
  TabsList,
  TabsRoot,
  TabsTrigger,
} from '../../components';
import { ApiError } from '../../lib/api';
import { parseId } from '../../lib/ids';
import { useIsMobile } from '../../lib/useMediaQuery';
import { useStoryDetails } from './api';
import { ChapterList } from './ChapterList';
import { CommentSettings } from './CommentSettings';
import { formatNumber } from './format';
import { BackLink } from './BackLink';
import { StatusBadge } from './StatusBadge';
import { StoryCover } from './StoryCover';
import { StoryDetailsForm } from './StoryDetailsForm';
import { StoryTools } from './StoryTools';
import styles from './StoryDetailsPage.module.css';

export const DETAILS_TABS = { details: 'Hikaye Detayları', contents: 'İçindekiler' } as const;
type TabValue = keyof typeof DETAILS_TABS;


function NotFound({ message }: { message: string }) {
  return (
    <div className="page-frame">
      <ErrorState title={MSG.storyNotFound} message={message} />
      <div className={styles.notFoundActions}>
        <LinkButton to={paths.myStories} variant="primary">
          Hikayelerime Dön
        </LinkButton>
      </div>
    </div>
  );
}

/** /story-details/{storyId}: story management with details and contents (docs/PRODUCT.md#screens). */
export function StoryDetailsPage() {
  const { storyId: rawId } = useParams();
  const storyId = parseId(rawId);
  const isMobile = useIsMobile();
  const { hash } = useLocation();
  const navigate = useNavigate();
  // The address says which tab is open: #icindekiler (a removed chapter's notice links there, a
  // reader may type it or come back to it) opens the contents, also when it changes while the
  // page is open; choosing a tab writes it, so a reload or a shared link opens the same tab.
  const tab: TabValue = hash === `#${CONTENTS_HASH}` ? 'contents' : 'details';
  const chooseTab = (value: TabValue) => {
    if (value !== tab) void navigate({ hash: value === 'contents' ? `#${CONTENTS_HASH}` : '' }, { replace: true });
  };
  const { data, error, isPending, isError, isFetching, refetch } = useStoryDetails(storyId);
  const loaded = data !== undefined;

  // On a phone both sections are stacked: the link scrolls to the contents once they are there.
  useEffect(() => {
    if (loaded && hash === `#${CONTENTS_HASH}`) document.getElementById(CONTENTS_HASH)?.scrollIntoView?.({ block: 'start' });
  }, [loaded, hash]);

  if (storyId === null) {
    return <NotFound message="Açtığınız bağlantı geçerli bir hikayeye ait değil." />;
  }
  if (isPending) {
    return (
      <div className="page-frame">
        <LoadingState text="Hikaye yükleniyor..." />
      </div>
    );
  }
  if (isError) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) {
      return (
        <NotFound message="Bu hikaye silinmiş olabilir ya da onu yönetme yetkiniz olmayabilir." />
      );
    }
    return (
      <div className="page-frame">
        <BackLink to={paths.myStories}>Hikayelerim</BackLink>
        <ErrorState
          message="Hikaye bilgileri yüklenemedi. Lütfen tekrar deneyin."
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      </div>
    );
  }

  const story = data.storyDetails;
  const published = data.chapters.filter((c) => c.is_published).length;
  const details = <StoryDetailsForm key={story.book_id} story={story} />;
  const contents = (
    <ChapterList storyId={story.book_id} storyTitle={story.title} chapters={data.chapters} storyRemoved={story.removed !== null} />
  );

  return (
    <>
      <PageTitle title={data ? `${data.storyDetails.title} — Hikaye yönetimi` : 'Hikaye yönetimi'} />
      <div className="page-frame">
        <BackLink to={paths.myStories}>Hikayelerim</BackLink>
        <header className={styles.header}>
          <StoryCover
            src={story.cover_image_url}
            title={story.title}
            className={styles.headerCover}
            decorative
            width={72}
            height={108}
          />
          <div className={styles.headerText}>
            <p className={styles.eyebrow}>Hikaye yönetimi</p>
            <h1 className={styles.heading}>{story.title}</h1>
            <div className={styles.headerMeta}>
              {story.removed ? <RemovedBadge /> : <StatusBadge published={story.is_published} />}
              <span>
                {formatNumber(data.chapters.length)} bölüm · {formatNumber(published)} yayında
              </span>
              {story.is_mature_content ? <span className={styles.matureTag}>18+</span> : null}
            </div>
          </div>
          {story.is_published ? (
            <LinkButton to={paths.book(story.book_id)} variant="secondary" size="sm" className={styles.headerAction}>
              Kitap sayfasını gör
            </LinkButton>
          ) : null}
        </header>
        {story.removed ? <RemovedNotice removal={story.removed} className={styles.removedNotice} /> : null}
        <StoryTools storyId={story.book_id} title={story.title} />
        <CommentSettings storyId={story.book_id} closed={story.comments_closed} />
        <StoryAnnouncements bookId={story.book_id} isAuthor compose />
        <BetaLinksPanel storyId={story.book_id} />

        {isMobile ? (
          <div className={styles.stacked}>
            <section aria-labelledby="story-details-heading" className={styles.section}>
              <h2 id="story-details-heading" className={styles.sectionHeading}>
                {DETAILS_TABS.details}
              </h2>
              {details}
            </section>
            <section id={CONTENTS_HASH} aria-labelledby="story-contents-heading" className={styles.section}>
              <h2 id="story-contents-heading" className={styles.sectionHeading}>
                {DETAILS_TABS.contents}
              </h2>
              {contents}
            </section>
          </div>
        ) : (
          <TabsRoot value={tab} onValueChange={(v) => chooseTab(v as TabValue)}>
            <TabsList aria-label="Hikaye yönetimi">
              <TabsTrigger value="details">{DETAILS_TABS.details}</TabsTrigger>
              <TabsTrigger value="contents">
                {DETAILS_TABS.contents}
                <span className={styles.tabCount}>
                  <span className="visually-hidden"> (</span>
                  {formatNumber(data.chapters.length)}
                  <span className="visually-hidden"> bölüm)</span>
                </span>
              </TabsTrigger>
            </TabsList>
            <TabsContent value="details" forceMount hidden={tab !== 'details'}>
              {details}
            </TabsContent>
            <TabsContent value="contents">{contents}</TabsContent>
          </TabsRoot>
        )}
      </div>
    </>
  );
}
