import { describe } from 'vitest';
import { itGuardsLikeInFlight } from '../../test/likeButton';
import { LikeButton } from './LikeButton';

describe('reader LikeButton', () => {
  // Like the reader, the parent marks the like pending from the first toggle until released.
  itGuardsLikeInFlight({
    name: 'Bölümü beğen (5 beğeni)',
    flag: 'pending',
    like: (pending, onToggle) => <LikeButton label="Bölümü beğen" liked={false} count={5} pending={pending} onToggle={onToggle} />,
  });
});
