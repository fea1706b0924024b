export { listKeys, useList, useMyLists, useUserLists } from './queries';
export { useCreateList } from './createList';
export { useUpdateList } from './updateList';
export { useDeleteList } from './deleteList';
export { useListBook } from './listBook';
export { useMoveListBook } from './moveListBook';
