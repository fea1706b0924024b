import type { ReactNode } from 'react';
import { ChevronDownIcon, DropdownMenuLink, PenIcon, PlusCircleIcon } from '../../components';
import { paths } from '../../config/paths';
import styles from './Header.module.css';

/** The writing menu's entries, the same under the header's "Yaz" and the phone footer's "Ekle". */
export function WriteMenuItems({ storiesIcon }: { storiesIcon: ReactNode }) {
  return (
    <>
      <DropdownMenuLink to={paths.newStory} icon={<PlusCircleIcon size={18} />} label="Yeni Hikaye Oluştur" />
      <DropdownMenuLink to={paths.myStories} icon={storiesIcon} label="Hikayelerim" />
    </>
  );
}

/** The "Yaz" button that opens the writing menu, in the header's button style given. */
export function writeMenuTrigger(className: string | undefined) {
  return (
    <button type="button" className={className}>
      <PenIcon size={18} />
      Yaz
      <ChevronDownIcon size={16} className={styles.chevron} />
    </button>
  );
}
