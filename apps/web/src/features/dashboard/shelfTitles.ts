/** The dashboard's shelf titles (docs/PRODUCT.md#dashboard), shared with the "Tümünü gör" pages. */
export const SHELF_TITLES = {
  /** Not one of the spec's four: the stories the reader is in (issue 28). */
  continueReading: 'Okumaya devam et',
  yourLibrary: 'Kütüphaneniz',
  recommended: 'Sizin İçin Önerilen',
  newReleases: 'Yeni Çıkanlar',
  popular: 'Popüler Kitaplar',
  /** Not one of the spec's four: the fair ranking of the last seven days (issue 32). */
  trending: 'Yükselenler',
} as const;
