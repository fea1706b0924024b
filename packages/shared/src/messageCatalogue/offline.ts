// Offline (DESIGN §8)
export const offline = 'Çevrimdışısınız. Kütüphanenizdeki hikayelerin açtığınız bölümlerini okuyabilirsiniz.';
export const needsConnection = 'Bu sayfa için internet bağlantısı gerekiyor.';
