export * from './queries';
export { useDiscoverFollow } from './follow';
