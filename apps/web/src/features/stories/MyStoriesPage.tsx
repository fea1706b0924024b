import type { MyStoryCard } from '@okuryazar/shared';
import { MSG } from '@okuryazar/shared';
import { useRef, useState } from 'react';
import { useNavigate } from '../../lib/router';
import { paths } from '../../config/paths';
import {
  EmptyState,
  ErrorState,
  LinkButton,
  LoadingState,
  PageTitle,
  PenIcon,
  PlusIcon,
  TabsContent,
  TabsList,
  TabsRoot,
  TabsTrigger,
  useToast,
} from '../../components';
import { ApiError } from '../../lib/api';
import { useMyStories, useUnpublishStory, type StoryStatusFilter } from './api';
import { DeleteStoryDialog } from './DeleteStoryDialog';
import { UnpublishStoryDialog } from './UnpublishStoryDialog';
import { StoryCard } from './StoryCard';
import styles from './MyStoriesPage.module.css';

export const MY_STORIES_TABS: readonly { value: StoryStatusFilter; label: string }[] = [
  { value: 'published', label: 'Yayımlandı' },
  { value: 'all', label: 'Tüm Hikayeler' },
];

/**
 * The published tab's empty text: the server's "Henüz bir hikayeniz yok." would be untrue for
 * an author whose stories are all drafts.
 */
export const PUBLISHED_EMPTY_TEXT = 'Yayımladığınız hikayeler burada görünür; taslaklarınız Tüm Hikayeler sekmesinde.';

interface PanelActions {
  onNewChapter: (story: MyStoryCard) => void;
  onUnpublish: (story: MyStoryCard) => void;
  onDelete: (story: MyStoryCard, returnFocusTo: HTMLElement | null) => void;
  busyId: number | null;
}

function StoriesPanel({ status, actions }: { status: StoryStatusFilter; actions: PanelActions }) {
  const { data, isPending, isError, isFetching, refetch } = useMyStories(status);

  if (isPending) return <LoadingState text="Hikayeler yükleniyor..." />;
  if (isError) {
    return <ErrorState message={MSG.myStoriesError} onRetry={() => void refetch()} retrying={isFetching} />;
  }
  if (data.stories.length === 0) {
    return (
      <EmptyState
        title={status === 'published' ? 'Yayında hikaye yok' : 'Hikaye rafınız boş'}
        icon={<PenIcon size={28} />}
        action={
          <LinkButton to={paths.newStory} leadingIcon={<PlusIcon size={18} />}>
            Yeni Hikaye Oluştur
          </LinkButton>
        }
      >
        {status === 'published' ? PUBLISHED_EMPTY_TEXT : (data.emptyMessage ?? MSG.noStories)}
      </EmptyState>
    );
  }
  return (
    <ul className={styles.grid} role="list">
      {data.stories.map((story) => (
        <li key={story.book_id} className={styles.item}>
          <StoryCard
            story={story}
            busy={actions.busyId === story.book_id}
            onNewChapter={actions.onNewChapter}
            onUnpublish={actions.onUnpublish}
            onDelete={actions.onDelete}
          />
        </li>
      ))}
    </ul>
  );
}

/** /my-stories: the author's stories in two tabs, each card with a menu (docs/PRODUCT.md#screens, #behaviour-and-states). */
export function MyStoriesPage() {
  const navigate = useNavigate();
  const { toast } = useToast();
  const unpublish = useUnpublishStory();
  const [tab, setTab] = useState<StoryStatusFilter>('published');
  const busyId = unpublish.isPending ? unpublish.variables : null;
  const [deleting, setDeleting] = useState<MyStoryCard | null>(null);
  const [unpublishing, setUnpublishing] = useState<MyStoryCard | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Runs after the confirmation dialog (UnpublishStoryDialog).
  const onUnpublish = (story: MyStoryCard) => {
    setUnpublishing(null);
    unpublish.mutate(story.book_id, {
      onSuccess: (res) => toast({ title: res?.message || MSG.storyUnpublished, tone: 'success' }),
      onError: (error) => toast({ title: error instanceof ApiError ? error.message : MSG.genericError, tone: 'error' }),
    });
  };

  const onNewChapter = (story: MyStoryCard) => {
    navigate(paths.editStory, { state: { bookId: story.book_id, chapterId: null } });
  };

  const onDelete = (story: MyStoryCard, trigger: HTMLElement | null) => {
    returnFocus.current = trigger;
    setDeleting(story);
  };

  const closeDelete = (deleted: boolean) => {
    setDeleting(null);
    const target = deleted ? headingRef.current : returnFocus.current;
    returnFocus.current = null;
    // After the dialog has unmounted and released its focus trap.
    window.setTimeout(() => target?.focus(), 0);
  };

  const onDeleted = (message: string) => {
    toast({ title: message, tone: 'success' });
    closeDelete(true);
  };

  const actions: PanelActions = { onNewChapter, onUnpublish: setUnpublishing, onDelete, busyId };

  return (
    <>
      <PageTitle title={'Hikayelerim'} />
      <div className={styles.page}>
        <header className={styles.intro}>
          <div>
            <p className="page-frame-eyebrow">Yazar masası</p>
            <h1 className={styles.heading} ref={headingRef} tabIndex={-1}>
              Hikayelerim
            </h1>
            <p className={styles.lead}>Taslaklarınızı düzenleyin, yeni bölümler ekleyin ve yayındaki hikayelerinizi yönetin.</p>
          </div>
          <LinkButton to={paths.newStory} leadingIcon={<PlusIcon size={18} />} className={styles.newButton}>
            Yeni Hikaye
          </LinkButton>
        </header>

        <TabsRoot value={tab} onValueChange={(v) => setTab(v as StoryStatusFilter)}>
          <TabsList aria-label="Hikaye filtresi">
            {MY_STORIES_TABS.map((t) => (
              <TabsTrigger key={t.value} value={t.value}>
                {t.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {MY_STORIES_TABS.map((t) => (
            <TabsContent key={t.value} value={t.value}>
              <StoriesPanel status={t.value} actions={actions} />
            </TabsContent>
          ))}
        </TabsRoot>

        <UnpublishStoryDialog
          story={unpublishing}
          onCancel={() => setUnpublishing(null)}
          onConfirm={() => {
            if (unpublishing) onUnpublish(unpublishing);
          }}
        />
        <DeleteStoryDialog story={deleting} onCancel={() => closeDelete(false)} onDeleted={onDeleted} />
      </div>
    </>
  );
}
