/** docs/PRODUCT.md#behaviour-and-states's question on chapter 1 (its own module: the prompt's code loads only when it is asked). */
export const CONTINUE_QUESTION = 'Kaldığınız yerden devam etmek ister misiniz?';
