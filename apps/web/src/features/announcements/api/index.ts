export { announcementKeys, useAnnouncements } from './queries';
export { usePostAnnouncement } from './postAnnouncement';
export { useDeleteAnnouncement } from './deleteAnnouncement';
