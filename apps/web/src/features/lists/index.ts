// Reading lists (docs/PRODUCT.md#reading-lists): what other screens use of them.
export { AddToListButton } from './AddToListButton';
export { ProfileLists } from './ProfileLists';
export { listRoutes } from './routes';
