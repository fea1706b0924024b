-- The 20 fixed categories of SPEC §3 are reference data, present in every database.
INSERT INTO "categories" ("id", "name", "description") VALUES
  (1, 'Aksiyon', 'Nefes kesen kovalamacalar, çatışmalar ve son saniye kurtuluşları.'),
  (2, 'Bilim Kurgu', 'Uzak gelecekler, yeni dünyalar ve bilimin sınırlarını zorlayan sorular.'),
  (3, 'Fantastik', 'Büyülü diyarlar, kadim yaratıklar ve kahramanlık destanları.'),
  (4, 'Genel Kurgu', 'Hayatın kendisinden süzülen, her türe sığmayan hikâyeler.'),
  (5, 'Genç Kurgu', 'Büyümenin, ilk aşkların ve kendini bulmanın hikâyeleri.'),
  (6, 'Gerilim', 'Sayfayı çevirmeden duramayacağınız gergin ve sürükleyici kurgular.'),
  (7, 'Gizem', 'Çözülmeyi bekleyen sırlar, ipuçları ve beklenmedik sonlar.'),
  (8, 'Hayran Kurgu', 'Sevdiğiniz dünyaların ve karakterlerin yeni maceraları.'),
  (9, 'Klasikler', 'Zamana meydan okuyan eserler ve onlardan ilham alan yeni yorumlar.'),
  (10, 'Korku', 'Işıkları açık bırakmanız gerekecek karanlık hikâyeler.'),
  (11, 'Kısa Hikaye', 'Bir çay molasında okunacak kadar kısa, akılda kalacak kadar güçlü.'),
  (12, 'Macera', 'Yola çıkanların, keşfedenlerin ve geri dönmeyenlerin hikâyeleri.'),
  (13, 'Mizah', 'Gülümseten, kahkaha attıran, hayata başka yerden baktıran yazılar.'),
  (14, 'Paranormal', 'Açıklanamayan olaylar, görünmeyen varlıklar ve perdenin öte yanı.'),
  (15, 'Romantizm', 'Kalpleri hızlandıran karşılaşmalar ve unutulmaz aşklar.'),
  (16, 'Spirituel', 'İç yolculuklar, anlam arayışı ve ruhun hikâyeleri.'),
  (17, 'Tarihi Kurgu', 'Geçmişin sokaklarında, saraylarında ve savaşlarında geçen kurgular.'),
  (18, 'Texting', 'Mesajlaşmalarla anlatılan, ekrandan taşan hikâyeler.'),
  (19, 'Vampir', 'Gecenin ölümsüz çocukları ve onların karanlık dünyası.'),
  (20, 'Şiir', 'Dizelerde saklı duygular, imgeler ve sesler.')
ON CONFLICT ("id") DO UPDATE SET "name" = EXCLUDED."name", "description" = EXCLUDED."description";
