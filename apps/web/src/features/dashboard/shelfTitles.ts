/** The dashboard's shelf titles (docs/PRODUCT.md#dashboard), shared with the "Tümünü gör" pages. */
export const SHELF_TITLES = {
  yourLibrary: 'Kütüphaneniz',
  recommended: 'Sizin İçin Önerilen',
  newReleases: 'Yeni Çıkanlar',
  popular: 'Popüler Kitaplar',
} as const;
