/**
 * The source of the three agreement documents. `npm run agreements:generate` turns this
 * into the .docx files beside it; the server serves those (an operator may replace them).
 */
export interface AgreementSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface AgreementDocument {
  key: 'privacy' | 'terms' | 'kvkk';
  file: string;
  title: string;
  updated: string;
  intro: string;
  sections: AgreementSection[];
}

const CONTACT = 'destek@okuryazar.app';

export const AGREEMENTS: AgreementDocument[] = [
  {
    key: 'privacy',
    file: 'gizlilik-politikasi.docx',
    title: 'Gizlilik Politikası',
    updated: '20 Kasım 2026',
    intro:
      'Okuryazar, okurların ve yazarların hikayelerini güvenle paylaşabildiği bir topluluktur. Bu politika, platformu kullanırken hangi bilgilerinizi neden topladığımızı, nasıl koruduğumuzu ve bu bilgiler üzerindeki haklarınızı açıklar.',
    sections: [
      {
        heading: '1. Topladığımız bilgiler',
        paragraphs: ['Hizmeti sunabilmek için yalnızca gerekli bilgileri topluyoruz:'],
        bullets: [
          'Hesap bilgileri: e-posta adresiniz, kullanıcı adınız, doğum tarihiniz ve şifrenizin geri döndürülemez biçimde saklanan özeti.',
          'Profil bilgileri: ad soyadınız, hakkınızda yazdıklarınız ve yüklediğiniz profil fotoğrafı.',
          'Paylaştığınız içerikler: hikayeleriniz, bölümleriniz, kapak görselleriniz, yorumlarınız, gönderileriniz ve özel mesajlarınız.',
          'Kullanım bilgileri: kütüphanenize eklediğiniz kitaplar, okuma konumunuz, beğenileriniz, takip ettiğiniz kişiler ve bildirimleriniz.',
          'Teknik bilgiler: güvenlik ve kötüye kullanımı önleme amacıyla kısa süreli tutulan IP adresi ve oturum bilgileri.',
        ],
      },
      {
        heading: '2. Bilgilerinizi neden kullanıyoruz',
        paragraphs: [
          'Bilgilerinizi hesabınızı oluşturmak ve korumak, okuduğunuz yeri hatırlamak, size uygun hikayeler önermek, takip ettiğiniz yazarların yeni bölümlerinden sizi haberdar etmek, mesajlaşmayı sağlamak ve platformu kötüye kullanıma karşı korumak için kullanırız.',
          'Doğum tarihiniz, 12 yaş sınırını uygulamak ve yetişkinlere yönelik içeriği 18 yaşından küçük okurlardan uzak tutmak için kullanılır.',
        ],
      },
      {
        heading: '3. Paylaşım',
        paragraphs: [
          'Kişisel verilerinizi satmıyor ve reklam amacıyla kimseyle paylaşmıyoruz. Verileriniz yalnızca barındırma, e-posta gönderimi ve depolama gibi hizmetleri bizim adımıza sunan, sözleşmeyle gizlilik yükümlülüğü altındaki hizmet sağlayıcılarla ve yasal bir zorunluluk bulunduğunda yetkili kamu kurumlarıyla paylaşılır.',
          'Profiliniz, yayımladığınız hikayeler, herkese açık yorumlarınız ve gönderileriniz diğer kullanıcılar tarafından görülebilir. Taslaklarınız ve özel mesajlarınız yalnızca size ve ilgili alıcıya açıktır.',
        ],
      },
      {
        heading: '4. Saklama süresi',
        paragraphs: [
          'Bilgilerinizi hesabınız açık olduğu sürece saklarız. Bir hikayeyi, bölümü, yorumu ya da gönderiyi sildiğinizde içerik diğer kullanıcılar için hemen kaldırılır. Şifre sıfırlama bağlantıları bir saat sonra geçersiz olur.',
        ],
      },
      {
        heading: '5. Güvenlik',
        paragraphs: [
          'Şifreler güçlü ve tuzlanmış bir özetleme yöntemiyle saklanır, oturumlar imzalı ve süreli anahtarlarla yönetilir, yüklenen görseller yeniden işlenerek içlerindeki konum gibi gizli bilgiler silinir. Şifrenizi değiştirdiğinizde diğer tüm oturumlarınız kapatılır.',
        ],
      },
      {
        heading: '6. Çocukların gizliliği',
        paragraphs: [
          '12 yaşından küçükler Okuryazar’a kayıt olamaz. 18 yaşından küçük kullanıcılar yetişkin içerik olarak işaretlenmiş hikayeleri göremez. Bir çocuğun izinsiz kayıt olduğunu düşünüyorsanız bizimle iletişime geçin; hesabı inceleyip gerekirse kapatırız.',
        ],
      },
      {
        heading: '7. Haklarınız ve iletişim',
        paragraphs: [
          `Bilgilerinize erişme, düzeltme, silinmesini isteme ve işlenmesine itiraz etme haklarınız vardır. Ayarlar sayfasından bilgilerinizi dilediğiniz zaman güncelleyebilirsiniz. Diğer talepleriniz için ${CONTACT} adresine yazabilirsiniz. Kişisel verilerinizin işlenmesine ilişkin ayrıntılar KVKK Aydınlatma Metni’nde yer alır.`,
        ],
      },
    ],
  },
  {
    key: 'terms',
    file: 'kullanim-sartlari.docx',
    title: 'Kullanım Şartları',
    updated: '20 Kasım 2026',
    intro:
      'Bu şartlar, Okuryazar platformunu kullanırken sizinle aramızdaki kuralları belirler. Hesap oluşturarak bu şartları ve Gizlilik Politikası’nı kabul etmiş olursunuz.',
    sections: [
      {
        heading: '1. Hesabınız',
        paragraphs: [
          'Okuryazar’a kayıt olmak için en az 12 yaşında olmanız gerekir. Kayıt sırasında doğru bilgi vermeli, şifrenizi kimseyle paylaşmamalısınız. Hesabınızda gerçekleşen işlemlerden siz sorumlusunuz; yetkisiz bir kullanım fark ederseniz şifrenizi hemen değiştirin.',
        ],
      },
      {
        heading: '2. İçeriğiniz size aittir',
        paragraphs: [
          'Yazdığınız hikayelerin ve bölümlerin bütün hakları size aittir. İçeriğinizi yayımladığınızda, yalnızca platformda gösterilmesi, okurlara sunulması ve tanıtılması için Okuryazar’a münhasır olmayan, ücretsiz ve içeriği sildiğinizde sona eren bir kullanım izni vermiş olursunuz.',
          'Her hikaye için seçtiğiniz telif seçeneği (örneğin Tüm hakları saklıdır ya da bir Creative Commons lisansı) okurların içeriğinizi nasıl kullanabileceğini belirler.',
        ],
      },
      {
        heading: '3. Topluluk kuralları',
        paragraphs: ['Okuryazar herkes için güvenli ve saygılı bir yer olmalı. Aşağıdakiler yasaktır:'],
        bullets: [
          'Başkasına ait eserleri izinsiz yayımlamak ya da intihal yapmak.',
          'Nefret söylemi, taciz, tehdit, zorbalık ve kişisel bilgilerin ifşası.',
          'Reşit olmayanları içeren cinsel içerik ve yasa dışı her türlü içerik.',
          'Kendine zarar vermeyi ya da intiharı özendiren içerik.',
          'Dolandırıcılık, istenmeyen toplu mesaj ve sahte hesaplar.',
        ],
      },
      {
        heading: '4. Yetişkin içerik',
        paragraphs: [
          'Yetişkinlere yönelik temalar içeren hikayeler yayımlanırken içerik türü “Yetişkin (18+)” olarak işaretlenmelidir. Bu hikayeler 18 yaşından küçük okurlara gösterilmez. Doğru işaretlenmeyen içerikleri düzeltme ya da kaldırma hakkımız saklıdır.',
        ],
      },
      {
        heading: '5. Şikâyetler ve yaptırımlar',
        paragraphs: [
          'Kurallara aykırı olduğunu düşündüğünüz gönderi ve yorumları “Şikayet Et” seçeneğiyle bildirebilirsiniz. Şikâyetleri inceler; gerektiğinde içeriği kaldırır, hesabı geçici olarak kısıtlar ya da kapatırız.',
        ],
      },
      {
        heading: '6. Hizmetin sunulması',
        paragraphs: [
          'Okuryazar’ı kesintisiz ve hatasız sunmak için çalışırız, ancak bakım ya da teknik sorunlar nedeniyle hizmet zaman zaman durabilir. Platformdaki hikayelerin görüşleri yazarlarına aittir.',
        ],
      },
      {
        heading: '7. Değişiklikler ve uygulanacak hukuk',
        paragraphs: [
          `Bu şartları güncelleyebiliriz; önemli değişiklikleri platform üzerinden duyururuz. Bu şartlar Türkiye Cumhuriyeti hukukuna tabidir. Sorularınız için ${CONTACT} adresine yazabilirsiniz.`,
        ],
      },
    ],
  },
  {
    key: 'kvkk',
    file: 'kvkk-aydinlatma-metni.docx',
    title: 'KVKK Aydınlatma Metni',
    updated: '25 Kasım 2026',
    intro:
      '6698 sayılı Kişisel Verilerin Korunması Kanunu’nun (“KVKK”) 10. maddesi uyarınca, veri sorumlusu sıfatıyla Okuryazar olarak kişisel verilerinizi hangi amaçlarla ve hangi hukuki sebeplere dayanarak işlediğimizi, kimlere aktarabileceğimizi ve haklarınızı aşağıda bilginize sunarız.',
    sections: [
      {
        heading: '1. Veri sorumlusu',
        paragraphs: [`Veri sorumlusu Okuryazar platformudur. Başvurularınızı ${CONTACT} adresine iletebilirsiniz.`],
      },
      {
        heading: '2. İşlenen kişisel veriler',
        paragraphs: ['Platformu kullanımınıza bağlı olarak aşağıdaki veri kategorileri işlenir:'],
        bullets: [
          'Kimlik verileri: kullanıcı adı, ad soyad, doğum tarihi.',
          'İletişim verileri: e-posta adresi.',
          'Müşteri işlem verileri: kütüphane kayıtları, okuma konumu, beğeniler, takipler, bildirimler.',
          'Görsel veriler: profil fotoğrafı ve kapak görselleri.',
          'İşlem güvenliği verileri: şifre özeti, oturum anahtarları, IP adresi.',
          'Paylaşılan içerikler: hikayeler, yorumlar, gönderiler ve özel mesajlar.',
        ],
      },
      {
        heading: '3. İşleme amaçları ve hukuki sebepler',
        paragraphs: [
          'Kişisel verileriniz; üyelik sözleşmesinin kurulması ve ifası (KVKK m. 5/2-c), hukuki yükümlülüklerimizin yerine getirilmesi (m. 5/2-ç), bir hakkın tesisi, kullanılması veya korunması (m. 5/2-e) ve temel hak ve özgürlüklerinize zarar vermemek kaydıyla meşru menfaatlerimiz (m. 5/2-f) hukuki sebeplerine dayanılarak işlenir.',
          'Bu kapsamda verileriniz hesabınızın oluşturulması ve güvenliği, okuma deneyiminin sağlanması, yaş sınırlarının ve içerik kısıtlamalarının uygulanması, bildirimlerin ve mesajların iletilmesi, şikâyetlerin incelenmesi ve platformun kötüye kullanımının önlenmesi amaçlarıyla işlenir.',
        ],
      },
      {
        heading: '4. Aktarım',
        paragraphs: [
          'Kişisel verileriniz, yukarıdaki amaçlarla sınırlı olarak barındırma, depolama ve e-posta gönderimi hizmeti aldığımız tedarikçilere ve talep hâlinde yetkili kamu kurum ve kuruluşlarına KVKK’nın 8. ve 9. maddelerindeki şartlara uygun olarak aktarılabilir.',
        ],
      },
      {
        heading: '5. Toplama yöntemi',
        paragraphs: [
          'Kişisel verileriniz, kayıt formu, ayarlar sayfası ve platformdaki etkileşimleriniz aracılığıyla elektronik ortamda, otomatik yollarla toplanır.',
        ],
      },
      {
        heading: '6. Haklarınız',
        paragraphs: ['KVKK’nın 11. maddesi uyarınca veri sorumlusuna başvurarak:'],
        bullets: [
          'Kişisel verilerinizin işlenip işlenmediğini öğrenme ve işlenmişse bilgi talep etme,',
          'İşlenme amacını ve amacına uygun kullanılıp kullanılmadığını öğrenme,',
          'Yurt içinde veya yurt dışında aktarıldığı üçüncü kişileri bilme,',
          'Eksik veya yanlış işlenmişse düzeltilmesini, şartları oluştuğunda silinmesini veya yok edilmesini isteme ve bu işlemlerin aktarılan üçüncü kişilere bildirilmesini talep etme,',
          'Münhasıran otomatik sistemlerle analiz edilmesi sonucu aleyhinize bir sonuç çıkmasına itiraz etme,',
          'Kanuna aykırı işleme nedeniyle zarara uğramanız hâlinde zararın giderilmesini talep etme haklarına sahipsiniz.',
        ],
      },
      {
        heading: '7. Haklarınızı ayarlar sayfasından kullanma',
        paragraphs: [
          'Bazı haklarınızı başvuru yapmadan, hesabınıza giriş yaparak hemen kullanabilirsiniz:',
        ],
        bullets: [
          'Verilerimi indir: Ayarlar sayfasındaki bu düğme, hakkınızda sakladığımız her şeyi (profil bilgileriniz, hikayeleriniz ve bölümleriniz, yorumlarınız, beğenileriniz, kütüphaneniz, okuma konumlarınız, takipleriniz, engelledikleriniz ve sessize aldıklarınız, mesajlarınız, gönderileriniz, yaptığınız şikâyetler ve bildirimleriniz) tek bir JSON dosyası olarak indirir.',
          'Hesabımı sil: şifrenizi girerek hesabınızı kalıcı olarak silebilirsiniz. Hesabınızla birlikte hikayeleriniz, bölümleriniz, yorumlarınız, beğenileriniz, kütüphaneniz, okuma konumlarınız, takipleriniz, bildirimleriniz, gönderileriniz, mesajlarınız ve yüklediğiniz görseller silinir; beğeni ve yorum sayıları buna göre düşer. Yaptığınız şikâyetler, platformun güvenliği için sizinle ilişkisi kaldırılarak saklanır. Silme geri alınamaz; e-posta adresiniz ve kullanıcı adınız yeniden kullanılabilir hâle gelir.',
          'Engelleme ve sessize alma: engellediğiniz kişi size mesaj gönderemez, sizi takip edemez, içeriklerinize yorum yapamaz ve profilinizi göremez; engellediğiniz ya da sessize aldığınız kişilerin yorumları, gönderileri, mesajları ve bildirimleri size gösterilmez. Karşı tarafa bilgi verilmez.',
          'Mesaj izinleri: size kimlerin mesaj gönderebileceğini (herkes, takip ettikleriniz, hiç kimse) Gizlilik bölümünden seçebilirsiniz. 18 yaşından küçük okurlara yalnızca kendi takip ettikleri kişiler mesaj gönderebilir; profillerde doğum tarihi ve yaş hiçbir zaman gösterilmez.',
        ],
      },
      {
        heading: '8. Başvuru',
        paragraphs: [
          `Haklarınıza ilişkin taleplerinizi, kimliğinizi doğrulamamıza yetecek bilgilerle birlikte ${CONTACT} adresine iletebilirsiniz. Başvurunuz en geç otuz gün içinde ücretsiz olarak sonuçlandırılır.`,
        ],
      },
    ],
  },
];
