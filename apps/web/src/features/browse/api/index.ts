export * from './queries';
export { useFollowAuthor } from './followAuthor';
export { useStartReading } from './startReading';
export { useToggleLibrary } from './toggleLibrary';
export { useSetLibraryStatus } from './setLibraryStatus';
