// Beta readers (docs/PRODUCT.md#beta-readers): the author's links panel and the beta reading route.
export { BetaLinksPanel } from './BetaLinksPanel';
export { betaRoutes } from './routes';
