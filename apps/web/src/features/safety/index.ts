export { DangerZone } from './DangerZone';
export { PrivacySection } from './PrivacySection';
export { RelationsSection } from './RelationsSection';
export { UserSafetyMenu } from './UserSafetyMenu';
export type { UserSafetyMenuProps } from './UserSafetyMenu';
