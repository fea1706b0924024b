import { useCallback, useMemo } from 'react';
import { LIMITS, MSG } from '@okuryazar/shared';
import { TagInput } from '../../components/tags/TagInput';
import { useSearchParams } from '../../lib/router';
import styles from './TagFilter.module.css';

export interface TagFilterValue {
  /** Labels of the tags every story must carry (`tags=`). */
  tags: string[];
  /** Labels of the tags no story may carry (`exclude=`). */
  exclude: string[];
}

const listOf = (value: string | null) => (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);

/**
 * The tag filter of a search or tag page (docs/PRODUCT.md#discovery), kept in the address
 * (`?tags=aşk,dram&exclude=korku`) so a filtered page can be shared and survives a reload.
 * `query` is what the API takes: only the lists that are not empty.
 */
export function useTagFilter() {
  const [params, setParams] = useSearchParams();
  const tagsParam = params.get('tags');
  const excludeParam = params.get('exclude');
  const value = useMemo<TagFilterValue>(() => ({ tags: listOf(tagsParam), exclude: listOf(excludeParam) }), [tagsParam, excludeParam]);
  const set = useCallback(
    (next: TagFilterValue) =>
      setParams(
        (current) => {
          for (const [key, list] of [['tags', next.tags], ['exclude', next.exclude]] as const) {
            if (list.length > 0) current.set(key, list.join(','));
            else current.delete(key);
          }
          return current;
        },
        { replace: true },
      ),
    [setParams],
  );
  const query = useMemo(
    () => ({ ...(value.tags.length > 0 ? { tags: value.tags.join(',') } : {}), ...(value.exclude.length > 0 ? { exclude: value.exclude.join(',') } : {}) }),
    [value],
  );
  return { value, set, query, active: value.tags.length + value.exclude.length > 0 };
}

/** "Etiketle süzün": the tags a story must carry and the ones it must not, as chips with suggestions. */
export function TagFilter({ filter }: { filter: ReturnType<typeof useTagFilter> }) {
  const { value, set, active } = filter;
  const count = value.tags.length + value.exclude.length;
  return (
    <details className={styles.filter} open={active || undefined}>
      <summary className={styles.summary}>
        Etiketle süzün
        {count > 0 ? <span className={styles.count}>{count} etiket</span> : null}
      </summary>
      <div className={styles.fields}>
        <TagInput
          value={value.tags}
          onChange={(tags) => set({ ...value, tags })}
          label="Bu etiketler olsun"
          note={`hepsi, en fazla ${LIMITS.tagFilterMax}`}
          hint="Yalnızca bu etiketlerin hepsini taşıyan hikayeler gösterilir."
          max={LIMITS.tagFilterMax}
          tooManyMessage={MSG.tooManyFilterTags}
        />
        <TagInput
          value={value.exclude}
          onChange={(exclude) => set({ ...value, exclude })}
          label="Bu etiketler olmasın"
          note={`en fazla ${LIMITS.tagFilterMax}`}
          hint="Bu etiketlerden birini taşıyan hikayeler gösterilmez."
          max={LIMITS.tagFilterMax}
          tooManyMessage={MSG.tooManyFilterTags}
        />
        {active ? (
          <button type="button" className={styles.clear} onClick={() => set({ tags: [], exclude: [] })}>
            Süzgeci temizleyin
          </button>
        ) : null}
      </div>
    </details>
  );
}
