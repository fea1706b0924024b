/**
 * Turkish word lists the seeder composes titles, descriptions, chapters and comments from.
 * Common search words ("kitap", "kitapları", "aşk", "gece", "şehir") recur on purpose, in
 * several inflections and with Turkish letters, so trigram and full-text search have real
 * work to do on the seeded books.
 */

export const FIRST_NAMES = [
  'Ayşe', 'Mehmet', 'Zeynep', 'Mustafa', 'Elif', 'Ahmet', 'Fatma', 'Emre', 'Şeyma', 'Burak',
  'Gül', 'Can', 'Özge', 'Deniz', 'Çağla', 'Oğuz', 'Büşra', 'Serkan', 'Merve', 'Ümit',
  'Ebru', 'Kerem', 'Selin', 'Barış', 'Gökçe', 'Tolga', 'Derya', 'Onur', 'Sevgi', 'Uğur',
  'Nazlı', 'Hakan', 'Pınar', 'Yusuf', 'Dilek', 'Cem', 'Aslı', 'Tuğba', 'Kaan', 'Ece',
];

export const LAST_NAMES = [
  'Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Yıldırım', 'Öztürk', 'Aydın', 'Özdemir',
  'Arslan', 'Doğan', 'Kılıç', 'Aslan', 'Çetin', 'Kara', 'Koç', 'Kurt', 'Özkan', 'Şimşek',
  'Polat', 'Korkmaz', 'Erdoğan', 'Güneş', 'Akın', 'Tekin', 'Bulut', 'Uçar', 'Gündüz', 'Ekinci',
];

export const TITLE_ADJECTIVES = [
  'Kayıp', 'Sessiz', 'Yasak', 'Son', 'İlk', 'Karanlık', 'Gizli', 'Unutulmuş', 'Kırık', 'Eski',
  'Sonsuz', 'Uzak', 'Beyaz', 'Kırmızı', 'Soğuk', 'Yalnız', 'Büyülü', 'Derin', 'Çılgın', 'Güzel',
  'Gümüş', 'Altın', 'Sisli', 'Yağmurlu', 'Mavi', 'Özgür', 'Yaralı', 'Kadim', 'Lanetli', 'Küçük',
];

export const TITLE_NOUNS = [
  'Şehir', 'Gece', 'Aşk', 'Kitap', 'Rüya', 'Deniz', 'Yol', 'Kalp', 'Ay', 'Yıldız',
  'Orman', 'Ses', 'Gölge', 'Mektup', 'Saray', 'Ada', 'Köprü', 'Sokak', 'Kış', 'Yaz',
  'Bahar', 'Kuyu', 'Kule', 'Ayna', 'Bahçe', 'Çiçek', 'Ateş', 'Rüzgâr', 'Zaman', 'Hatıra',
];

export const TITLE_GENITIVES = [
  'Gecenin', 'Şehrin', 'Aşkın', 'Denizin', 'Kalbin', 'Zamanın', 'Ormanın', 'Ayın', 'Rüzgârın', 'Sokağın',
  'Kitabın', 'Sarayın', 'Kışın', 'Yıldızların', 'Kuzeyin', 'İstanbul’un', 'Ankara’nın', 'Kapadokya’nın', 'Karadeniz’in', 'Ege’nin',
];

export const TITLE_POSSESSED = [
  'Sırrı', 'Kitapları', 'Çocukları', 'Şarkısı', 'Gölgesi', 'Sesi', 'Işığı', 'Hikâyesi', 'Kapısı', 'Son Mektubu',
  'Bekçisi', 'Yolcuları', 'Anahtarı', 'Kızı', 'Oğlu', 'Rengi', 'Kitabı', 'Aynası', 'Yarası', 'Efsanesi',
];

/** Sentence parts: subject (lower case, none starting with i/ı so capitalising stays right). */
export const SUBJECTS = [
  'genç bir kız', 'yaşlı bir kitapçı', 'yalnız bir yazar', 'kayıp bir çocuk', 'bir öğretmen', 'eski dostlar',
  'küçük bir kasabanın insanları', 'şehrin en sessiz polisi', 'bir ressam', 'üniversiteli bir genç', 'bir balıkçı',
  'yorgun bir doktor', 'annesinin mektuplarını bulan kadın', 'gece nöbetindeki hemşire', 'sahafın çırağı',
  'bir şair', 'kuzeyden gelen yabancı', 'mahallenin çocukları', 'emekli bir kaptan', 'genç bir öğrenci',
];

export const PLACES = [
  'eski bir kitabın sayfalarında', 'gecenin karanlığında', 'şehrin dar sokaklarında', 'unutulmuş bir aşkın izinde',
  'yasak kitapları saklayan bir kütüphanede', 'denizin kıyısında', 'bir mektubun peşinde', 'yağmurlu bir İstanbul gecesinde',
  'kayıp kitapların arasında', 'eski bir konağın bahçesinde', 'çocukluğunun geçtiği mahallede', 'sisli bir ada kasabasında',
  'Galata’nın yokuşlarında', 'kar altındaki bir köyde', 'son vapurun güvertesinde', 'tozlu bir sahafın raflarında',
  'ay ışığının altında', 'kalabalık bir çarşıda', 'terk edilmiş bir istasyonda', 'yazlık bir evin çatı katında',
];

export const VERBS = [
  'kendini bulur', 'büyük bir sırrı keşfeder', 'ilk aşkıyla yeniden karşılaşır', 'hayatını değiştirecek bir karar verir',
  'geçmişiyle yüzleşir', 'iz sürer', 'bir cinayeti çözmeye çalışır', 'yeni bir hayata başlar',
  'beklenmedik bir dostluk kurar', 'herkesin unuttuğu bir şarkıyı hatırlar', 'eski bir yemini bozar',
  'bir kitabın son sayfasını arar', 'korkularıyla yüzleşir', 'gizli bir kapı bulur', 'sabaha kadar bekler',
  'bir mektup yazar', 'yolunu kaybeder', 'sevdiği şehre veda eder', 'gerçeği öğrenir', 'susmayı seçer',
];

export const OPENERS = ['', '', '', 'o gece ', 'ertesi sabah ', 'yıllar sonra ', 'sonunda ', 'bir an için ', 'yine de ', 'şehir uyurken '];

/** Whole sentences mixed in as dialogue and closing lines. */
export const LINES = [
  '“Bunu daha önce hiç görmemiştim,” dedi usulca.',
  'Aşk, ihanet ve umut üzerine bir hikâye.',
  'Gece çöktüğünde şehir başka bir yüzünü gösterir.',
  'Her bölüm yeni bir soru, her soru yeni bir kapı.',
  'Kitapları seven herkes için yazıldı.',
  '“Bekle,” diye fısıldadı, “henüz bitmedi.”',
  'Rüzgâr pencereyi çarptı ve mum söndü.',
  'Çayın buharı yükselirken kimse konuşmadı.',
  'Sayfaları çevirdikçe kalbi daha hızlı atıyordu.',
  'Şehrin ışıkları denize düşüyordu.',
  'Öğleden sonra güneş, avludaki çınarın arkasına çekildi.',
  'Kapının önünde ıslak ayak izleri vardı.',
];

export const CHAPTER_TITLES = [
  'Başlangıç', 'Yağmur', 'Eski Dostlar', 'Gece Yarısı', 'Mektup', 'Sahafta', 'Karşılaşma', 'Sır', 'Dönüş', 'Veda',
  'Kuzey Rüzgârı', 'İlk Işık', 'Köprünün Altında', 'Kayıp Kitap', 'Sessizlik', 'Yol Ayrımı', 'Ateş', 'Çıkmaz Sokak',
  'Şafak', 'Son Söz',
];

export const COMMENTS = [
  'Bu bölüm harikaydı, devamını sabırsızlıkla bekliyorum!', 'Ağladım resmen 😭', 'Yazım dilin çok akıcı, tebrikler.',
  'Bu karaktere bayıldım.', 'Sonunu hiç beklemiyordum!', 'Lütfen yeni bölüm gelsin artık 🙏', 'Gece gece okudum, uyuyamadım.',
  'Şehrin tasviri çok güzel olmuş.', 'Aşk hikâyesi çok tatlı ilerliyor.', 'Bir kitap olarak basılsa ilk ben alırım.',
  'Biraz kısa olmuş ama çok iyi.', 'Bu sahne beni çok etkiledi.', 'Kitapları okurken hep aynı hissi yaşıyorum.',
  'Diyaloglar çok gerçekçi.', 'Merak ettim, neden kaçtı ki?',
];

export const BIOS = [
  'Kitap kurdu, çay tiryakisi.', 'Geceleri yazarım, gündüzleri okurum.', 'Şehir hikâyeleri ve aşk romanları.',
  'Fantastik kurgu meraklısı.', 'Öğrenciyim; okumayı seviyorum.', '', '', 'Şiir ve kısa hikâye.', 'İstanbul’dan selamlar.',
];

/** Categories by popularity (most books first), ids of the 20 fixed categories (docs/PRODUCT.md#data-shapes). */
export const CATEGORY_POPULARITY = [15, 5, 3, 8, 6, 7, 10, 4, 12, 1, 19, 2, 14, 17, 13, 11, 9, 20, 16, 18];

/**
 * Story tags as authors type them (2–30 letters, words joined by a space or hyphen: the
 * shared tag shape), with Turkish letters so folded tag matching (docs/PRODUCT.md#discovery) has work to do.
 * Popular ones first: a book's tags are drawn with a skew towards the start of the list.
 */
export const TAGS = [
  'aşk', 'dram', 'gizem', 'fantastik', 'macera', 'gerilim', 'romantik', 'genç kurgu', 'dostluk', 'aile',
  'İstanbul', 'okul', 'büyü', 'korku', 'bilim kurgu', 'tarih', 'polisiye', 'mizah', 'yaz', 'gece',
  'şehir', 'kitap', 'sır', 'intikam', 'ihanet', 'umut', 'yalnızlık', 'ilk aşk', 'düşman aşıklar', 'zaman yolculuğu',
  'vampir', 'kurt adam', 'ejderha', 'krallık', 'savaş', 'deniz', 'ada', 'köy', 'kasaba', 'üniversite',
  'lise', 'müzik', 'şiir', 'mektup', 'rüya', 'kehanet', 'lanet', 'hayalet', 'cinayet', 'dedektif',
  'Karadeniz', 'Ege', 'Kapadokya', 'Ankara', 'çocukluk', 'göç', 'özgürlük', 'yeniden doğuş', 'kış masalı', 'çay ocağı',
];
