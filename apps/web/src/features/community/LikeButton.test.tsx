import { describe } from 'vitest';
import { itGuardsLikeInFlight } from '../../test/likeButton';
import { LikeButton } from './LikeButton';

describe('community LikeButton', () => {
  // Like PostCard, the parent marks the like busy from the first toggle until its call ends.
  itGuardsLikeInFlight({
    name: 'Bu gönderiyi beğen, 3 beğeni',
    flag: 'busy',
    like: (busy, onToggle) => <LikeButton liked={false} count={3} busy={busy} subject="gönderiyi" onToggle={onToggle} />,
  });
});
