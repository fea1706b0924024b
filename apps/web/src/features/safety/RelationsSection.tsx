import { MSG } from '@okuryazar/shared';
import { useId } from 'react';
import { Link } from '../../lib/router';
import { Avatar, Button, ErrorState, LoadingState } from '../../components';
import { paths } from '../../config/paths';
import { useRelations, useRemoveRelation, type RelationKind } from './api';
import styles from './Safety.module.css';

const TEXT: Record<RelationKind, { title: string; empty: string; undo: string }> = {
  blocks: { title: 'Engellenen kişiler', empty: 'Kimseyi engellemediniz.', undo: 'Engeli kaldır' },
  mutes: { title: 'Sessize alınan kişiler', empty: 'Kimseyi sessize almadınız.', undo: 'Sessizden çıkar' },
};

/** Settings: the people one blocked or muted, each with a button to undo it. */
export function RelationsSection({ kind }: { kind: RelationKind }) {
  const query = useRelations(kind);
  const undo = useRemoveRelation(kind);
  const titleId = useId();
  const busy = undo.isPending ? undo.variables : null;
  const text = TEXT[kind];

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {text.title}
      </h2>
      {query.isPending ? (
        <LoadingState text="Liste yükleniyor..." />
      ) : query.isError ? (
        <ErrorState message={MSG.genericError} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.data.length === 0 ? (
        <p className={styles.muted}>{text.empty}</p>
      ) : (
        <ul className={styles.list}>
          {query.data.map((person) => (
            <li key={person.user_id} className={styles.person}>
              <Link to={paths.profile(person.user_id)} className={styles.name}>
                <Avatar src={person.profile_image_url} name={person.full_name || person.username} size={32} decorative />
                <span className={styles.who}>
                  <span>{person.full_name || person.username}</span>
                  <span className={styles.muted}>@{person.username}</span>
                </span>
              </Link>
              <Button size="sm" variant="secondary" loading={busy === person.user_id} onClick={() => undo.mutate(person.user_id)}>
                {text.undo}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {undo.isError ? (
        <p role="alert" className={styles.error}>
          {MSG.genericError}
        </p>
      ) : null}
    </section>
  );
}
