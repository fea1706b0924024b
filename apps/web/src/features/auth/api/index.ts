export { useLogin } from './login';
export { useRegister } from './register';
