import { MSG } from '@okuryazar/shared';
import { useState } from 'react';
import { paths } from '../../config/paths';
import { Button, LinkButton, useToast } from '../../components';
import { ApiError } from '../../lib/api';
import { downloadStoryEpub } from './api';
import styles from './StoryTools.module.css';

/** The writer's tools on story details: statistics and the EPUB download (docs/PRODUCT.md#reading-comfort-and-writers-tools). */
export function StoryTools({ storyId, title }: { storyId: number; title: string }) {
  const [downloading, setDownloading] = useState(false);
  const { toast } = useToast();

  const download = async () => {
    setDownloading(true);
    try {
      await downloadStoryEpub(storyId, 'hikaye.epub', () => {
        toast({ title: MSG.epubPreparing, tone: 'info' });
      });
    } catch (error) {
      toast({ title: error instanceof ApiError ? error.message : MSG.genericError, tone: 'error' });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className={styles.tools}>
      <LinkButton to={paths.storyStats(storyId)} variant="secondary" size="sm">
        İstatistikler<span className="visually-hidden">: {title}</span>
      </LinkButton>
      <Button variant="secondary" size="sm" loading={downloading} onClick={() => void download()}>
        EPUB olarak indir
      </Button>
    </div>
  );
}
