import { MSG } from '@okuryazar/shared';
import { BlockIcon, Button } from '../../components';
import { useRemoveRelation } from '../safety';
import styles from './ProfilePage.module.css';

/**
 * In place of follow and message on the profile of someone the viewer blocked (docs/PRODUCT.md#trust-and-safety):
 * "Engellendi", and "Engeli kaldır", which lifts the block here rather than only in
 * Ayarlar. Once lifted the profile is fetched again and shows the usual buttons.
 */
export function BlockedActions({ userId, username }: { userId: number; username: string }) {
  const unblock = useRemoveRelation('blocks');
  return (
    <>
      <p className={styles.blockedBadge}>
        <BlockIcon size={16} />
        <span>Engellendi</span>
      </p>
      <Button size="sm" variant="secondary" loading={unblock.isPending} onClick={() => unblock.mutate(userId)}>
        Engeli kaldır
        <span className="visually-hidden">: {username}</span>
      </Button>
      {unblock.isError ? (
        <p role="alert" className={styles.actionError}>
          {MSG.genericError}
        </p>
      ) : null}
    </>
  );
}
