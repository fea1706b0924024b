/** The 20 fixed categories of docs/PRODUCT.md#data-shapes. Ids are stable: URLs and stored books refer to them. */
export interface CategoryDef {
  id: number;
  name: string;
  /** The spelling used on the mobile search page (only Spiritüel differs). */
  searchName: string;
  description: string;
}

export const CATEGORIES: readonly CategoryDef[] = [
  { id: 1, name: 'Aksiyon', searchName: 'Aksiyon', description: 'Nefes kesen kovalamacalar, çatışmalar ve son saniye kurtuluşları.' },
  { id: 2, name: 'Bilim Kurgu', searchName: 'Bilim Kurgu', description: 'Uzak gelecekler, yeni dünyalar ve bilimin sınırlarını zorlayan sorular.' },
  { id: 3, name: 'Fantastik', searchName: 'Fantastik', description: 'Büyülü diyarlar, kadim yaratıklar ve kahramanlık destanları.' },
  { id: 4, name: 'Genel Kurgu', searchName: 'Genel Kurgu', description: 'Hayatın kendisinden süzülen, her türe sığmayan hikayeler.' },
  { id: 5, name: 'Genç Kurgu', searchName: 'Genç Kurgu', description: 'Büyümenin, ilk aşkların ve kendini bulmanın hikayeleri.' },
  { id: 6, name: 'Gerilim', searchName: 'Gerilim', description: 'Sayfayı çevirmeden duramayacağınız gergin ve sürükleyici kurgular.' },
  { id: 7, name: 'Gizem', searchName: 'Gizem', description: 'Çözülmeyi bekleyen sırlar, ipuçları ve beklenmedik sonlar.' },
  { id: 8, name: 'Hayran Kurgu', searchName: 'Hayran Kurgu', description: 'Sevdiğiniz dünyaların ve karakterlerin yeni maceraları.' },
  { id: 9, name: 'Klasikler', searchName: 'Klasikler', description: 'Zamana meydan okuyan eserler ve onlardan ilham alan yeni yorumlar.' },
  { id: 10, name: 'Korku', searchName: 'Korku', description: 'Işıkları açık bırakmanız gerekecek karanlık hikayeler.' },
  { id: 11, name: 'Kısa Hikaye', searchName: 'Kısa Hikaye', description: 'Bir çay molasında okunacak kadar kısa, akılda kalacak kadar güçlü.' },
  { id: 12, name: 'Macera', searchName: 'Macera', description: 'Yola çıkanların, keşfedenlerin ve geri dönmeyenlerin hikayeleri.' },
  { id: 13, name: 'Mizah', searchName: 'Mizah', description: 'Gülümseten, kahkaha attıran, hayata başka yerden baktıran yazılar.' },
  { id: 14, name: 'Paranormal', searchName: 'Paranormal', description: 'Açıklanamayan olaylar, görünmeyen varlıklar ve perdenin öte yanı.' },
  { id: 15, name: 'Romantizm', searchName: 'Romantizm', description: 'Kalpleri hızlandıran karşılaşmalar ve unutulmaz aşklar.' },
  { id: 16, name: 'Spirituel', searchName: 'Spiritüel', description: 'İç yolculuklar, anlam arayışı ve ruhun hikayeleri.' },
  { id: 17, name: 'Tarihi Kurgu', searchName: 'Tarihi Kurgu', description: 'Geçmişin sokaklarında, saraylarında ve savaşlarında geçen kurgular.' },
  { id: 18, name: 'Texting', searchName: 'Texting', description: 'Mesajlaşmalarla anlatılan, ekrandan taşan hikayeler.' },
  { id: 19, name: 'Vampir', searchName: 'Vampir', description: 'Gecenin ölümsüz çocukları ve onların karanlık dünyası.' },
  { id: 20, name: 'Şiir', searchName: 'Şiir', description: 'Dizelerde saklı duygular, imgeler ve sesler.' },
];

export function findCategory(id: number): CategoryDef | undefined {
  return CATEGORIES.find((c) => c.id === id);
}

/** Copyright options (telif_id) 1–9 of docs/PRODUCT.md#data-shapes. */
export const COPYRIGHT_OPTIONS: readonly { id: number; name: string }[] = [
  { id: 1, name: 'Belirtilmemiş' },
  { id: 2, name: 'Tüm hakları saklıdır' },
  { id: 3, name: 'Kamu malı' },
  { id: 4, name: 'Creative Commons Atıf (CC BY)' },
  { id: 5, name: 'Creative Commons Atıf-GayriTicari (CC BY-NC)' },
  { id: 6, name: 'Creative Commons Atıf-GayriTicari-Türetilemez (CC BY-NC-ND)' },
  { id: 7, name: 'Creative Commons Atıf-GayriTicari-AynıLisanslaPaylaş (CC BY-NC-SA)' },
  { id: 8, name: 'Creative Commons Atıf-AynıLisanslaPaylaş (CC BY-SA)' },
  { id: 9, name: 'Creative Commons Atıf-Türetilemez (CC BY-ND)' },
];
