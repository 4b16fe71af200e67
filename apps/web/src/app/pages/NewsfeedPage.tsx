import { NewsfeedScreen } from '../../features/posts/index.ts';
import { WithPostSlots } from './compose/post-slots.tsx';

/** /newsfeed: the feed, its cards with likes and comments, suggestions with their follow toggles. */
export function NewsfeedPage() {
  return (
    <WithPostSlots>
      <NewsfeedScreen />
    </WithPostSlots>
  );
}
