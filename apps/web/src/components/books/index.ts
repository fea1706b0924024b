/**
 * Book display pieces shared by the dashboard, library, category, search and discover
 * screens: the 2:3 cover with its fallback, the preview card, the reads/likes/chapters list and the count/read helpers.
 */
export { BookCounts } from './BookCounts';
export type { BookCountsProps } from './BookCounts';
export { BookCover, CoverImage } from './BookCover';
export { BookPreviewCard } from './BookPreviewCard';
export type { BookPreviewCardProps } from './BookPreviewCard';
export { formatCount, formatFullCount, readLabel, readPath } from './format';
export { StoryFacts } from './StoryFacts';
export type { StoryFactsProps } from './StoryFacts';
export { readingTimeLabel, statusLabel, updatedLabel } from './storyFacts';
