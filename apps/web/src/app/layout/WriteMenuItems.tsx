import type { ReactNode } from 'react';
import { Link } from '../../lib/router';
import { DropdownMenuItem, MenuItemContent, PlusCircleIcon } from '../../components';
import { paths } from '../../config/paths';

/** The writing menu's entries, the same under the header's "Yaz" and the phone footer's "Ekle". */
export function WriteMenuItems({ storiesIcon }: { storiesIcon: ReactNode }) {
  return (
    <>
      <DropdownMenuItem asChild>
        <Link to={paths.newStory}>
          <MenuItemContent icon={<PlusCircleIcon size={18} />}>Yeni Hikaye Oluştur</MenuItemContent>
        </Link>
      </DropdownMenuItem>
      <DropdownMenuItem asChild>
        <Link to={paths.myStories}>
          <MenuItemContent icon={storiesIcon}>Hikayelerim</MenuItemContent>
        </Link>
      </DropdownMenuItem>
    </>
  );
}
