/** Content warnings (docs/PRODUCT.md#trust-and-safety): the card line, the book page chips, the interstitial and the checkbox group. */
export { ContentWarningChips } from './ContentWarningChips';
export { ContentWarningChoices } from './ContentWarningChoices';
export type { ContentWarningChoicesProps } from './ContentWarningChoices';
export { ContentWarningInterstitial } from './ContentWarningInterstitial';
export type { ContentWarningInterstitialProps } from './ContentWarningInterstitial';
export { ContentWarningNote } from './ContentWarningNote';
export { hiddenAmong, warningList } from './labels';
