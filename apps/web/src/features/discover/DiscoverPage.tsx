import { MSG } from '@okuryazar/shared';
import { useSession } from '../../lib/useSession';
import { PostFeed, useDiscoverPosts } from '../community';
import { DiscoverSidebar } from './DiscoverSidebar';
import styles from './DiscoverPage.module.css';
import { PageTitle } from '../../components';

/** /discover (docs/PRODUCT.md#discover): everyone's posts with suggested authors and trending books. */
export function DiscoverPage() {
  const session = useSession();
  const meId = session?.userId ?? 0;
  const posts = useDiscoverPosts();

  return (
    <>
      <PageTitle title={'Keşfet'} />
      <div className="page-frame">
        <header className={styles.intro}>
          <p className="page-frame-eyebrow">Keşfet</p>
          <h1 className="page-frame-heading">Okurlar neler paylaşıyor?</h1>
          <p className="page-frame-lead">Topluluktan son gönderiler, takip edebileceğiniz yazarlar ve öne çıkan kitaplar.</p>
        </header>
        <div className={styles.layout}>
          <DiscoverSidebar meId={meId} />
          <section className={styles.main} aria-labelledby="discover-feed-title">
            <h2 id="discover-feed-title" className="page-frame-section-title">
              Son gönderiler
            </h2>
            <PostFeed
              query={posts}
              scope="discover"
              meId={meId}
              label="Keşfet akışı"
              errorMessage={MSG.discoverError}
              empty="Henüz paylaşılan bir gönderi yok. Topluluk sayfanızdan ilk gönderiyi siz paylaşabilirsiniz."
            />
          </section>
        </div>
      </div>
    </>
  );
}
