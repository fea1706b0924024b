import { MSG } from '@okuryazar/shared';
import { EmptyState, PageTitle, UserIcon } from '../../components';

/** A profile id that is malformed or names no (open) account: the profile and community pages say so alike. */
export function ProfileNotFound({ className }: { className?: string }) {
  return (
    <div className={className}>
      <PageTitle title={MSG.profileNotFound} />
      <EmptyState title={MSG.profileNotFound} icon={<UserIcon size={28} />}>
        Aradığınız kullanıcı yok ya da hesabını kapatmış olabilir.
      </EmptyState>
    </div>
  );
}
