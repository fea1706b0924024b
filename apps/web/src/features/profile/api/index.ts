export { useProfileFollow } from './follow';
