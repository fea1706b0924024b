import { GlobeIcon, LockIcon } from '../../components';
import styles from './ListCard.module.css';

/** Whether a list opens for others ("Herkese açık") or only for its owner ("Yalnızca siz"). */
export function ListVisibility({ isPublic }: { isPublic: boolean }) {
  return (
    <span className={styles.visibility}>
      {isPublic ? <GlobeIcon size={14} /> : <LockIcon size={14} />}
      {isPublic ? 'Herkese açık' : 'Yalnızca siz'}
    </span>
  );
}
