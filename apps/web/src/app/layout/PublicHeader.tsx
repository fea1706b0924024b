import { useNavigate } from '../../lib/router';
import {
  Button,
  DropdownMenu,
  DropdownMenuItem,
  LinkButton,
  Logo,
  PlusCircleIcon,
  LibraryIcon,
} from '../../components';
import { useAuthModal } from '../../features/auth';
import { useSession } from '../../lib/useSession';
import { paths } from '../../config/paths';
import { CategoriesMenu } from './CategoriesMenu';
import { writeMenuTrigger } from './WriteMenuItems';
import styles from './Header.module.css';

/** Visitor header (docs/PRODUCT.md#screens): categories and write menus open the login modal while logged out. */
export function PublicHeader() {
  const session = useSession();
  const navigate = useNavigate();
  const { openAuth, triggerProps } = useAuthModal();

  const go = (to: string) => {
    if (session) void navigate(to);
    else openAuth('login');
  };

  return (
    <header className={`${styles.header} ${styles.publicHeader}`}>
      <div className={styles.inner}>
        <Logo to={session ? paths.dashboard : paths.home} size="auto" />
        <nav className={styles.publicNav} aria-label="Ana menü">
          <CategoriesMenu onChoose={(id) => go(paths.category(id))} compact />
          <DropdownMenu
            trigger={writeMenuTrigger(styles.navButtonCompact)}
          >
            <DropdownMenuItem icon={<PlusCircleIcon size={18} />} onSelect={() => go(session ? paths.newStory : paths.createStory)}>
              Yeni Hikaye Oluştur
            </DropdownMenuItem>
            <DropdownMenuItem icon={<LibraryIcon size={18} />} onSelect={() => go(paths.myStories)}>
              Hikayelerim
            </DropdownMenuItem>
          </DropdownMenu>
        </nav>
        <div className={styles.actions}>
          {session ? (
            <LinkButton to={paths.dashboard} variant="primary" size="sm">
              Okumaya devam et
            </LinkButton>
          ) : (
            <>
              <Button variant="ghost" size="sm" onClick={() => openAuth('login')} {...triggerProps}>
                Giriş Yap
              </Button>
              <Button variant="primary" size="sm" onClick={() => openAuth('signup')} {...triggerProps}>
                Kayıt Ol
              </Button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
