export * from './queries';
export { useAddRelation, type NewRelation } from './addRelation';
export { useDeleteAccount } from './deleteAccount';
export { useRemoveRelation } from './removeRelation';
export { useSavePrivacy } from './savePrivacy';
export { useSendReport, type NewReport } from './sendReport';
