export * from './queries';
export { useDecide } from './decide';
