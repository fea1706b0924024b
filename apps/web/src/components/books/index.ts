/**
 * Book display pieces shared by the dashboard, library, category, search and discover
 * screens: the 2:3 cover with its fallback, the preview card and the count/read helpers.
 */
export { BookCover } from './BookCover';
export { BookPreviewCard } from './BookPreviewCard';
export type { BookPreviewCardProps } from './BookPreviewCard';
export { formatCount, formatFullCount, readLabel, readPath } from './format';
export { StoryFacts } from './StoryFacts';
export type { StoryFactsProps } from './StoryFacts';
export { readingTimeLabel, statusLabel, updatedLabel } from './storyFacts';
