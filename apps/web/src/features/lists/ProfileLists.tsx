import { EmptyState, LinkButton, LoadMore } from '../../components';
import { paths } from '../../config/paths';
import { useUserLists } from './api';
import { ListCard } from './ListCard';
import styles from './Lists.module.css';

/**
 * A profile's reading lists: the public ones for everyone signed in, all of them on one's own
 * profile. Someone else's profile without a public list shows nothing here.
 */
export function ProfileLists({ userId, isOwner }: { userId: number; isOwner: boolean }) {
  const lists = useUserLists(userId);
  const all = lists.data?.pages.flatMap((page) => page.lists) ?? [];
  if (lists.isPending || lists.isError || (all.length === 0 && !isOwner)) return null;
  return (
    <section aria-labelledby="profile-lists-title" className={styles.section}>
      <h2 id="profile-lists-title" className={styles.sectionTitle}>
        {isOwner ? 'Okuma listelerim' : 'Okuma listeleri'}
      </h2>
      {all.length === 0 ? (
        <EmptyState compact action={<LinkButton to={paths.myLists} size="sm" variant="secondary">Listelerime git</LinkButton>}>
          Henüz bir okuma listeniz yok.
        </EmptyState>
      ) : (
        <>
          <ul className={styles.listGrid} role="list">
            {all.map((list) => (
              <li key={list.id}>
                <ListCard list={list} />
              </li>
            ))}
          </ul>
          <LoadMore query={lists} />
        </>
      )}
    </section>
  );
}
