export { useScheduleChapter, type ChapterSchedule } from './scheduleChapter';
