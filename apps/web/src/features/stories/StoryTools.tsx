import { paths } from '../../config/paths';
import { EpubDownloadButton, LinkButton } from '../../components';
import styles from './StoryTools.module.css';

/** The writer's tools on story details: statistics and the EPUB download (docs/PRODUCT.md#reading-comfort-and-writers-tools). */
export function StoryTools({ storyId, title }: { storyId: number; title: string }) {
  return (
    <div className={styles.tools}>
      <LinkButton to={paths.storyStats(storyId)} variant="secondary" size="sm">
        İstatistikler<span className="visually-hidden">: {title}</span>
      </LinkButton>
      <EpubDownloadButton call={{ key: 'GET /stories/:storyId/epub', params: { storyId } }}>EPUB olarak indir</EpubDownloadButton>
    </div>
  );
}
