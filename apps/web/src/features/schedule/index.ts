/** Scheduled publishing (docs/PRODUCT.md#reading-comfort-and-writers-tools): the picker and the badge, used by story details and the editor. */
export { ScheduleButton } from './ScheduleButton';
export type { ScheduleButtonProps } from './ScheduleButton';
export { ScheduledBadge } from './ScheduledBadge';
export { formatScheduleTime, scheduledLabel } from './time';
