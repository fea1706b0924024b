// Dashboard (SPEC §2, §8)
export const emptyLibraryShelf = 'Kütüphanenizde henüz kitap yok.';
export const emptyShelf = 'Bu kategoride kitap yok.';
export const dashboardError = 'Dashboard verileri alınırken hata oluştu: ';
export const noChapters = 'Kitabın henüz bir bölümü yok.';
