// Beta readers (docs/PRODUCT.md#beta-readers): the author's links panel, their notes beside the editor, and the beta reading route.
export { AuthorBetaNotes } from './AuthorBetaNotes';
export { BetaLinksPanel } from './BetaLinksPanel';
export { betaRoutes } from './routes';
