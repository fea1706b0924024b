import type { ReadingList } from '@okuryazar/shared';
import type { AppConfig } from '../../config';
import { toIso } from '../../lib/clock';
import { publicFileUrl } from '../../lib/file-urls';
import type { ListRow } from './lists.query';

/** A list as every list call answers it. */
export function presentList(config: Pick<AppConfig, 's3'>, row: ListRow, viewerId: number): ReadingList {
  return {
    id: Number(row.id),
    title: row.title,
    description: row.description,
    is_public: row.isPublic,
    book_count: Number(row.bookCount),
    covers: (row.covers ?? []).map((cover) => publicFileUrl(config, cover)),
    owner: {
      id: Number(row.userId),
      username: row.username,
      full_name: row.fullName ?? '',
      profile_image_url: publicFileUrl(config, row.profileImageUrl),
    },
    is_owner: Number(row.userId) === viewerId,
    created_at: toIso(row.createdAt),
    updated_at: toIso(row.updatedAt),
    ...(row.hasBook === undefined ? {} : { has_book: row.hasBook }),
  };
}
