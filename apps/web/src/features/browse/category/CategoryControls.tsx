import { STORY_LENGTHS, STORY_SORTS, STORY_STATUSES, type StoryListFilter } from '@okuryazar/shared';
import { Select } from '../../../components';
import styles from './CategoryPage.module.css';

const entries = <T extends Record<string, string>>(labels: T) => Object.entries(labels).map(([value, label]) => ({ value, label }));

const SORT_OPTIONS = entries(STORY_SORTS);
const STATUS_OPTIONS = [{ value: '', label: 'Tümü' }, ...entries(STORY_STATUSES)];
const LENGTH_OPTIONS = [{ value: '', label: 'Tümü' }, ...Object.entries(STORY_LENGTHS).map(([value, band]) => ({ value, label: band.label }))];

export interface CategoryControlsProps {
  filter: StoryListFilter;
  onChange: (changes: Partial<Record<keyof StoryListFilter, string>>) => void;
}

/** Sort, status and length of a category's list (docs/PRODUCT.md#discovery); the page keeps them in the URL. */
export function CategoryControls({ filter, onChange }: CategoryControlsProps) {
  return (
    <div className={styles.controls} role="group" aria-label="Sıralama ve süzgeçler">
      <Select label="Sırala" options={SORT_OPTIONS} value={filter.sort} onChange={(e) => onChange({ sort: e.target.value })} />
      <Select label="Durum" options={STATUS_OPTIONS} value={filter.status ?? ''} onChange={(e) => onChange({ status: e.target.value })} />
      <Select label="Uzunluk" options={LENGTH_OPTIONS} value={filter.length ?? ''} onChange={(e) => onChange({ length: e.target.value })} />
    </div>
  );
}
