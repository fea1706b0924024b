// Story announcements (docs/PRODUCT.md#story-announcements): the book page's and the management screen's section.
export { StoryAnnouncements } from './StoryAnnouncements';
