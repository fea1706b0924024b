/** Removed content as its author sees it (docs/PRODUCT.md#trust-and-safety): the banner and the card chip. */
export { RemovedBadge, RemovedNotice } from './RemovedNotice';
export type { RemovedNoticeProps } from './RemovedNotice';
