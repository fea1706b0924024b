import type { MyStoryCard } from '@okuryazar/shared';
import { useRef } from 'react';
import { Link } from '../../lib/router';
import {
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuLink,
  DropdownMenuSeparator,
  IconCount,
  PlusIcon,
  RemovedBadge,
  RemovedNotice,
} from '../../components';
import { paths } from '../../config/paths';
import { formatCount, formatNumber } from './format';
import { EditIcon, EyeIcon, EyeOffIcon, HeartIcon, ListIcon, MoreIcon, TrashIcon } from '../../components/icons';
import { StatusBadge } from './StatusBadge';
import { StoryCover } from './StoryCover';
import styles from './StoryCard.module.css';

export interface StoryCardProps {
  story: MyStoryCard;
  onNewChapter: (story: MyStoryCard) => void;
  onUnpublish: (story: MyStoryCard) => void;
  onDelete: (story: MyStoryCard, returnFocusTo: HTMLElement | null) => void;
  busy?: boolean;
}

/**
 * One of the author's stories: cover, title, status, chapter count, views, likes and a menu.
 * A story a moderator removed is marked "Kaldırıldı" with the note, and its menu only opens
 * it (read-only) or deletes it (docs/PRODUCT.md#trust-and-safety).
 */
export function StoryCard({ story, onNewChapter, onUnpublish, onDelete, busy }: StoryCardProps) {
  const detailsPath = paths.storyDetails(story.book_id);
  const menuButton = useRef<HTMLButtonElement>(null);
  const removed = story.removed;

  return (
    <article className={styles.card} aria-busy={busy || undefined} data-testid="story-card">
      <Link to={detailsPath} className="book-cover-frame" tabIndex={-1} aria-hidden="true">
        <StoryCover
          src={story.cover_image_url}
          title={story.title}
          className={styles.cover}
          decorative
        />
      </Link>
      <div className={styles.body}>
        {/* Status and menu sit under the cover, not on it: many covers carry their title at the top. */}
        <div className={styles.topRow}>
          <div className={styles.badges}>
            {removed ? <RemovedBadge /> : <StatusBadge published={story.is_published} />}
            {story.is_mature_content ? (
              <span className={styles.mature}>
                18+<span className="visually-hidden"> yetişkin içerik</span>
              </span>
            ) : null}
          </div>
          <div className={styles.menu}>
            <DropdownMenu
              align="end"
              contentLabel={`${story.title} seçenekleri`}
              trigger={
                <button
                  ref={menuButton}
                  type="button"
                  className={styles.menuButton}
                  aria-label={`${story.title} için seçenekler`}
                >
                  <MoreIcon size={20} />
                </button>
              }
            >
              <DropdownMenuLink
                to={detailsPath}
                icon={removed ? <EyeIcon size={18} /> : <EditIcon size={18} />}
                label={removed ? 'Görüntüle' : 'Düzenle'}
              />
              {removed ? null : (
                <DropdownMenuItem icon={<PlusIcon size={18} />} onSelect={() => onNewChapter(story)}>
                  Yeni Bölüm Yaz
                </DropdownMenuItem>
              )}
              {story.is_published && !removed ? (
                <DropdownMenuItem
                  icon={<EyeOffIcon size={18} />}
                  onSelect={() => onUnpublish(story)}
                >
                  Yayından Kaldır
                </DropdownMenuItem>
              ) : null}
              <DropdownMenuSeparator />
              <DropdownMenuItem
                icon={<TrashIcon size={18} />}
                tone="danger"
                onSelect={() => onDelete(story, menuButton.current)}
              >
                Sil
              </DropdownMenuItem>
            </DropdownMenu>
          </div>
        </div>
        <h2 className={styles.title}>
          <Link to={detailsPath} className={styles.titleLink}>
            {story.title}
          </Link>
        </h2>
        <p className={styles.category}>{story.category_name}</p>
        {removed ? <RemovedNotice removal={removed} compact showLabel={false} clampNote /> : null}
        <ul className={styles.stats} role="list">
          <li className="count-line-item" title={`${formatNumber(story.chapter_count)} bölüm`}>
            <IconCount icon={<ListIcon size={15} />} count={formatNumber(story.chapter_count)} noun="bölüm" />
          </li>
          <li className="count-line-item" title={`${formatNumber(story.total_views)} okunma`}>
            <IconCount icon={<EyeIcon size={15} />} count={formatCount(story.total_views)} noun="okunma" />
          </li>
          <li className="count-line-item" title={`${formatNumber(story.total_likes)} beğeni`}>
            <IconCount icon={<HeartIcon size={15} />} count={formatCount(story.total_likes)} noun="beğeni" />
          </li>
        </ul>
      </div>
    </article>
  );
}
