export * from './queries';
export { useRequestReset } from './requestReset';
export { useResetPassword, type PasswordReset } from './resetPassword';
