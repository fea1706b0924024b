/**
 * Demo content for a fresh embedded install of Okuryazar.
 *
 * A dozen authors, forty stories across all twenty categories, reader
 * comments, author replies, community posts and replies. The five featured
 * stories keep their long chapters in ./stories/, one file each. Every text
 * is original, written for the project. The seeder derives e-mails as
 * `${username}@gmail.com`; no passwords live here.
 *
 * Category ids: 1 Aksiyon, 2 Bilim Kurgu, 3 Fantastik, 4 Genel Kurgu,
 * 5 Genç Kurgu, 6 Gerilim, 7 Gizem, 8 Hayran Kurgu, 9 Klasikler, 10 Korku,
 * 11 Kısa Hikaye, 12 Macera, 13 Mizah, 14 Paranormal, 15 Romantizm,
 * 16 Spirituel, 17 Tarihi Kurgu, 18 Texting, 19 Vampir, 20 Şiir.
 */
import { DOKUZUNCU_KAT } from './stories/dokuzuncu-kat';
import { ANKARA_2091 } from './stories/ankara-2091';
import { KERVANSARAYIN_KAPISI } from './stories/kervansarayin-kapisi';
import { KIRMIZI_CANTA_OPERASYONU } from './stories/kirmizi-canta-operasyonu';
import { KADIKOYDE_BIR_SONBAHAR } from './stories/kadikoyde-bir-sonbahar';

export type { DemoAuthor, DemoChapter, DemoComment, DemoCover, DemoPost, DemoStory } from './demo-types';
import type { DemoAuthor, DemoComment, DemoPost, DemoStory } from './demo-types';

export const DEMO_AUTHORS: readonly DemoAuthor[] = [
  {
    username: 'elifyildirim',
    fullName: 'Elif Yıldırım',
    bio: "Moda'da küçük bir kitapçıda çalışıyorum, boş zamanlarımda vapurda aşk hikâyeleri yazıyorum. Her okuyucu yorumu günümü güzelleştiriyor.",
    birthDate: '1996-04-17',
  },
  {
    username: 'kaan.demirel',
    fullName: 'Kaan Demirel',
    bio: "Gündüzleri yazılım mühendisiyim, geceleri geleceğin Ankara'sını kuruyorum. Bilim kurguyu insan kalbini anlatmanın en dürüst yolu sayıyorum.",
    birthDate: '1988-11-02',
  },
  {
    username: 'zeynep_okur',
    fullName: 'Zeynep Okur',
    bio: 'On beş yaşındayım, dokuzuncu sınıftayım ve defterlerimin arka sayfaları hikâyelerle dolu. Annem bu siteyi bulduğumda çok sevindi, ben daha çok!',
    birthDate: '2011-03-12',
  },
  {
    username: 'mert.aksoy',
    fullName: 'Mert Aksoy',
    bio: 'Yirmi yıl gazetecilik yaptım, şimdi yalnızca kurgu yazıyorum. Sisli sahil kasabalarını ve cevapsız soruları severim.',
    birthDate: '1979-06-25',
  },
  {
    username: 'sevgi.karadag',
    fullName: 'Sevgi Karadağ',
    bio: 'Emekli edebiyat öğretmeniyim; Anadolu köylerinin ve eski İstanbul konaklarının unutulmuş seslerini yazıya geçiriyorum. Torunlarım okuyucularımın en sert eleştirmenleri.',
    birthDate: '1968-01-09',
  },
  {
    username: 'burak_sahin',
    fullName: 'Burak Şahin',
    bio: 'Apartman toplantılarından ve aile gruplarından beslenen bir mizah yazarıyım. Bir de arada motosikletli kuryeler kovalıyorum, tabii sadece kâğıt üstünde.',
    birthDate: '1999-08-30',
  },
  {
    username: 'defneuysal',
    fullName: 'Defne Uysal',
    bio: 'Haritalar çiziyorum, krallıklar yıkıyorum, masallara yeni sonlar yazıyorum. Fantastik edebiyat benim evim.',
    birthDate: '2001-12-05',
  },
  {
    username: 'cemre.akin',
    fullName: 'Cemre Akın',
    bio: "Şiir, sessizlik ve çay. Kapadokya'da seramik atölyesinde çalışırken aklıma düşen dizeleri burada paylaşıyorum.",
    birthDate: '1993-09-21',
  },
  {
    username: 'onurgunes',
    fullName: 'Onur Güneş',
    bio: 'Eski evlerin gıcırtısını, köy kuyularının yankısını ve gece yarısı kapı çalan misafirleri yazıyorum. Korkutmak değil, ürpertmek istiyorum.',
    birthDate: '1985-10-31',
  },
  {
    username: 'ayse.tekin',
    fullName: 'Ayşe Tekin',
    bio: 'İzmirliyim, üç çocuk annesiyim; sıradan insanların sıradan olmayan anlarını kısa hikâyelere sığdırmaya çalışıyorum.',
    birthDate: '1974-05-14',
  },
  {
    username: 'deniz_ozkan',
    fullName: 'Deniz Özkan',
    bio: 'Dağcı, dalgıç ve yol hikâyecisi. Sırt çantamda her zaman bir defter, bir kalem ve yarım kalmış bir macera var.',
    birthDate: '1997-07-08',
  },
  {
    username: 'irmak.celik',
    fullName: 'Irmak Çelik',
    bio: 'Üniversitede psikoloji okuyorum, gece yarısı vampirli aşk hikâyeleri yazıyorum. Okuyucularımla mesajlaşmaya bayılıyorum.',
    birthDate: '2004-02-19',
  },
];

export const DEMO_STORIES: readonly DemoStory[] = [
  // ───────────────────────────── Elif Yıldırım ─────────────────────────────
  {
    authorUsername: 'elifyildirim',
    title: "Kadıköy'de Bir Sonbahar",
    tags: ['Kadıköy', 'Sahaf', 'Sonbahar'],
    description:
      "Nehir, Moda'daki küçük bir sahaf dükkânında çalışır ve kitapların kenarına not düşenlerden nefret eder. Ta ki bir gün iade edilen eski bir romanın sayfa kenarlarında, sanki ona yazılmış cümleler bulana kadar.\n\nNotları yazan kişi her hafta yeni bir kitap bırakıyor, ama yüzünü hiç göstermiyor. Bu sonbahar Kadıköy sokaklarında bir bilmece, iki yalnız insan ve bolca kestane kokusu var.",
    categoryId: 15,
    telifId: 1,
    isMature: false,
    published: true,
    cover: { layout: 'pattern', palette: ['#6b2737', '#f3e1c7', '#e07a3f'], emblem: 'leaf' },
    chapters: KADIKOYDE_BIR_SONBAHAR,
  },
  {
    authorUsername: 'elifyildirim',
    title: 'Vapur Saatleri',
    tags: ['İstanbul', 'Vapur'],
    description:
      "Her sabah 08.15 Üsküdar vapuru. Aynı iskele, aynı simitçi, aynı arka güverte ve hep aynı yerde oturan, kulaklığını hiç çıkarmayan o çocuk.\n\nDefne ona bir kez bile merhaba demedi. Ama vapur bir sabah sisten dolayı Boğaz'ın ortasında durunca, konuşmaktan başka yapacak bir şey kalmadı.",
    categoryId: 15,
    telifId: 3,
    isMature: false,
    published: true,
    cover: { layout: 'scene', palette: ['#1d3557', '#457b9d', '#f1faee'], emblem: 'ferry' },
    chapters: [
      {
        title: '08.15',
        paragraphs: [
          "Defne için gün, Üsküdar iskelesindeki turnikeden geçtiği anda başlardı. Kartını okutur, simitçi Hüsnü Amca'ya el sallar, vapurun arka güvertesine çıkıp martılara en yakın sıraya otururdu. İki yıldır değişmeyen bir ritüeldi bu; değişmemesi de en sevdiği yanıydı.",
          "Karşı sırada her sabah aynı çocuk otururdu. Koyu yeşil bir mont, siyah kulaklıklar ve bir türlü bitmeyen bir eskiz defteri. Defne onun adını bilmiyordu ama kafasında ona bir isim takmıştı: Ressam. Ressam hiç konuşmaz, hiç başını kaldırmaz, yalnızca çizerdi.",
          "Bir sabah Defne fark etmeden ona fazla uzun baktı. Çocuk başını kaldırdı, göz göze geldiler ve Defne o kadar hızlı başını çevirdi ki boynu tutuldu. Martılar o gün her zamankinden daha gürültülüydü, sanki ona gülüyorlardı.",
          "Eminönü'ne vardıklarında çocuk defterini kapatıp aceleyle indi. Oturduğu yerde küçük bir kâğıt kalmıştı. Defne alıp baktı: arka güvertede, rüzgârda saçları dağılmış, elinde çay bardağı tutan bir kız çizilmişti. Kız kendisiydi.",
        ],
      },
      {
        title: 'Sis',
        paragraphs: [
          "Kasımın ilk pazartesisi İstanbul'a öyle bir sis çöktü ki Kız Kulesi bile görünmez oldu. Vapur yarı yolda durdu, kaptan anonsla beklemeleri gerektiğini söyledi. Yolcular homurdandı, telefonlar çıktı, toplantılar ertelendi.",
          "Defne çantasındaki çizimi çıkarıp avucunda tuttu. Ressam her zamanki yerindeydi, ama bu sefer kulaklığı boynundaydı. Sis ikisini güvertenin geri kalanından ayırmış, küçük beyaz bir oda yaratmıştı.",
          "— Bu sizin mi? dedi Defne sonunda, kâğıdı uzatarak. Sesi düşündüğünden daha cesur çıkmıştı.",
          "Çocuk kızardı. — Evet. Yani, hayır. Yani benim çizdiğim ama... sizin aslında. Size ait. Özür dilerim, izin almadan çizmemeliydim. Adım Kerem, bu arada.",
          "— Defne. Ve özür dileme, güzel çizmişsin. Yalnız çay bardağını yanlış elimde tutuyorum, ben solağım.",
          "Kerem kahkahayı bastı. Sis dağılana kadar, yani tam kırk dakika boyunca konuştular. Kerem mimarlık okuyordu ve İstanbul'un bütün iskelelerini çizmeye ant içmişti. Defne bir yayınevinde düzeltmendi ve virgül hatalarını bulunca mutlu olan garip insanlardandı.",
        ],
      },
      {
        title: 'Son Sefer',
        paragraphs: [
          "O günden sonra 08.15 vapuru başka bir şeye dönüştü. Kerem her sabah iki çay alıyor, Defne simitleri getiriyordu. Eskiz defteri artık ikisinin arasında duruyor, Defne her çizimin altına küçük bir cümle yazıyordu.",
          "Bir cuma, Kerem çok sessizdi. Eminönü'ne yaklaşırken defteri Defne'ye uzattı. — Bunu sende tut, dedi. Üç ay İtalya'ya gidiyorum, bir staj için. Sana söylemeye cesaret edemedim.",
          "Defne defteri aldı, sayfaları çevirdi. Son sayfada boş bir vapur çizilmişti; arka güverte, iki sıra, iki çay bardağı. Altında Kerem'in el yazısı vardı: Üç ay sonra, aynı vapur, aynı saat. Sen de gelirsen bu çizimi tamamlayacağım.",
          "Sonraki üç ay boyunca Defne her sabah 08.15 vapuruna bindi. Tek başına oturdu, martılara simit attı, deftere cümleler yazdı. Hüsnü Amca bir gün ona fazladan bir simit verdi. — O çocuk gelir, dedi gözünü kırparak. Ben bu iskelede otuz yıldır kimin kimi beklediğini bilirim.",
          "Şubatın soğuk bir sabahında vapur iskeleye yanaştığında, arka güvertede yeşil montlu biri bekliyordu. Elinde iki çay bardağı vardı. Defne koşmadı; sadece yürüdü, ama hayatında hiç bu kadar hızlı yürümemişti.",
        ],
      },
    ],
  },
  {
    authorUsername: 'elifyildirim',
    title: "Galata'da Kayıp Bir Mektup",
    tags: ['İstanbul', 'Gizem'],
    description:
      "Galata'da eski bir apartmanın restorasyonu sırasında duvarın içinden 1955 tarihli, hiç gönderilmemiş bir mektup çıkar. Genç mimar Selin, mektubun sahibini bulmaya karar verir.\n\nAma mektuptaki adresler artık yok, isimler değişmiş ve biri, bu mektubun bulunmasından hiç hoşnut değil.",
    categoryId: 7,
    telifId: 2,
    isMature: false,
    published: true,
    cover: { layout: 'framed', palette: ['#f1e3c8', '#c9a66b', '#6b2d1f'], emblem: 'envelope' },
    chapters: [
      {
        title: 'Duvarın İçindeki Zarf',
        paragraphs: [
          "Galata Kulesi'nin gölgesinde, yüz yirmi yıllık bir apartmanın üçüncü katında toz, sıva ve geçmiş birbirine karışmıştı. Selin baretini düzeltti, ustaların kırdığı duvara yaklaştı. Tuğlaların arasında, özenle katlanmış bir yağlı kâğıt parçası duruyordu.",
          "— Hazine mi çıktı abla? diye güldü Usta Rıza. Selin cevap vermedi. Kâğıdı açtığında içinden sararmış bir zarf çıktı. Üzerinde zarif bir el yazısıyla bir isim yazıyordu: Matmazel Anna Kalfoğlu, Kuzguncuk.",
          "Zarf kapalıydı, pul yapıştırılmamıştı. Arkasında tek bir tarih vardı: 6 Eylül 1955. Selin tarihi görünce bir an durdu. Bu, birinin bir şeyi göndermeye niyet ettiği ama hiçbir zaman gönderemediği bir mektuptu.",
          "O akşam evinde mektubu açıp açmamak konusunda uzun süre düşündü. Sonunda başkasına ait bir sırrı okumaya hakkı olmadığına karar verdi. Mektubu açmayacaktı; onun yerine sahibini bulacaktı. Anna Kalfoğlu'nu ya da onu tanıyan birini.",
          "Gece yarısına doğru telefonu çaldı. Bilinmeyen bir numaraydı. Karşıdaki ses yaşlı ve sakindi: — O duvarda bulduğunuz şeyi olduğu yere geri koyun, hanımefendi. Bazı mektuplar sahiplerini bulmamalı. Hat kapandı.",
        ],
      },
      {
        title: 'Kuzguncuk Sokakları',
        paragraphs: [
          "Selin ertesi gün işi bıraktı ve vapura binip Kuzguncuk'a geçti. Renkli ahşap evlerin arasında, bir kilise ile bir caminin yan yana durduğu küçük meydanda, kahvehanedeki yaşlılara Kalfoğlu ailesini sordu.",
          "— Kalfoğlu mu? dedi tavla oynayan beyaz bıyıklı bir amca. Eczacıydılar. Kızları Anna piyano çalardı, bütün mahalle pencereleri açardı dinlemek için. Sonra bir gün taşındılar. Kimse nereye gittiklerini bilmez.",
          "Selin eczanenin eski yerini buldu; şimdi bir kahve dükkânıydı. Genç baristaya derdini anlattığında çocuk gözlerini kocaman açtı. — Bu binanın eski sahibinin torunu her cumartesi buraya gelir, dedi. Nikos Bey. Yaşlı ama dimdik bir beyefendi. Hep pencere kenarında oturur.",
          "Cumartesi sabahı Selin pencere kenarındaki masaya oturdu ve bekledi. Saat onda kapıdan bastonlu, ince yüzlü bir adam girdi. Selin'i görünce durdu. Sesini hemen tanıdı: gece yarısı onu arayan sesti bu.",
          "— Demek vazgeçmediniz, dedi Nikos Bey, sandalyeye yavaşça otururken. Annem de sizin gibi inatçıydı. O mektubu yazan kişi, onun hayatının en büyük sırrıydı.",
        ],
      },
      {
        title: 'Gönderilmemiş Cümleler',
        paragraphs: [
          "Nikos Bey'in anlattığına göre Anna, 1955 yazında Galata'da bir saatçi çırağına âşık olmuştu. Adı Hasan'dı; dükkânı tam da Selin'in restore ettiği binanın altındaydı. İki aile de bu ilişkiye karşıydı, ama gençler her pazar Galata Kulesi'nin merdivenlerinde buluşurlardı.",
          "— Sonra o eylül geldi, dedi Nikos Bey, gözleri buğulanarak. Şehir karıştı, herkes korktu. Annemin ailesi bir hafta içinde taşındı. Annem Hasan'ın ona veda bile etmediğini düşündü bütün ömrü boyunca. Bu yüzden mektubun bulunmasını istemedim. Ya içinde annemi kıracak bir şey yazıyorsa?",
          "Selin zarfı masaya koydu. — Açmadım, dedi. Sizin açmanız gerektiğini düşündüm. Nikos Bey uzun süre zarfa baktı, sonra titreyen parmaklarla açtı. Okurken yüzündeki çizgiler yavaş yavaş yumuşadı.",
          "— Onu bekleyeceğini yazmış, diye fısıldadı. Her pazar, kule merdiveninde. Kaç yıl sürerse sürsün. Mektubu göndermeye cesaret edememiş, duvara saklamış. Belki bir gün ben bulurum diye. Annem yetmiş yıl boyunca sevilmediğini sandı.",
          "Bir ay sonra Galata'daki apartmanın restorasyonu bitti. Giriş katındaki eski saatçi dükkânına küçük bir pirinç levha asıldı. Üzerinde yalnızca iki isim ve bir cümle yazıyordu: Anna ve Hasan. Bazı mektuplar geç de olsa yerine ulaşır. Selin her pazar oradan geçerken levhaya dokunmayı alışkanlık edindi.",
        ],
      },
    ],
  },
  // ───────────────────────────── Kaan Demirel ─────────────────────────────
  {
    authorUsername: 'kaan.demirel',
    title: 'Ankara 2091',
    tags: ['Bilim Kurgu', 'Distopya'],
    description:
      "Yıl 2091. Ankara, kuraklıktan korunmak için dev bir kubbenin altına çekilmiş; su karneyle dağıtılıyor, Kızılay'ın gökyüzü her akşam saat dokuzda yapay olarak kararıyor.\n\nKurye Derin, kubbenin dışına paket taşıyan birkaç kişiden biri. Bir gün ona içinde ne olduğunu bilmediği küçük, soğuk bir kutu teslim ediliyor ve peşine hem şehrin yapay zekâsı hem de kubbenin dışındakiler düşüyor.",
    categoryId: 2,
    telifId: 1,
    isMature: false,
    published: true,
    cover: { layout: 'typographic', palette: ['#0b132b', '#1c2541', '#5bc0be'], emblem: 'dome' },
    chapters: ANKARA_2091,
  },
  {
    authorUsername: 'kaan.demirel',
    title: 'Son Yörünge',
    tags: ['Bilim Kurgu', 'Uzay'],
    description:
      "Göktürk-9 uzay istasyonunda iletişim aniden kesilir ve mühendis Ilgaz yörüngede tek başına kalır. Yeryüzünden gelen son mesaj yalnızca üç kelimedir: Sakın geri dönme.\n\nOksijen dokuz gün yetecek. Ilgaz'ın bu sürede hem istasyonu onarması hem de Dünya'da neler olduğunu anlaması gerekiyor.",
    categoryId: 2,
    telifId: 4,
    isMature: false,
    published: true,
    cover: { layout: 'scene', palette: ['#03071e', '#240046', '#ffba08'], emblem: 'planet' },
    chapters: [
      {
        title: 'Sessizlik',
        paragraphs: [
          "Göktürk-9'un gözlem penceresinden bakınca Anadolu, kahverengi ve yeşil bir yama işine benziyordu. Ilgaz her sabah kahvesini bu pencerenin önünde içer, Van Gölü'nün mavi lekesini arardı. Altı aylık görevinin yüz kırk üçüncü günüydü ve her şey yolundaydı. En azından saat 06.14'e kadar.",
          "06.14'te istasyonun bütün ekranları aynı anda karardı. Yedek güç devreye girdiğinde iletişim panelinde tek bir mesaj yanıp sönüyordu: SAKIN GERİ DÖNME. Mesajın altında ne imza vardı ne de kaynak kodu. Sonra kanal tamamen sustu.",
          "Ilgaz önce bunun bir test olduğunu düşündü. Uzay ajansı zaman zaman sürpriz tatbikatlar yapardı. Ama saatler geçti, yer istasyonundan tek bir sinyal gelmedi. İstasyondaki diğer iki astronot, tam da bu hafta ikmal kapsülüyle Dünya'ya dönmüştü. Ilgaz yalnızdı.",
          "Öğleden sonra oksijen hesaplarını yaptı. Geri dönüşüm ünitesi arızalıydı ve yedek tüpler dokuz gün yetecekti. Dokuz gün, diye fısıldadı kendi kendine. Dokuz günde bir istasyonu onarabilir, bir gezegenin neden sustuğunu anlayabilirdi. Belki.",
        ],
      },
      {
        title: 'Radyo Amatörü',
        paragraphs: [
          "Dördüncü gün, eski bir kısa dalga alıcısını kurcalarken cızırtıların arasından bir ses duydu. Çocuk sesiydi bu. — Göktürk, Göktürk, beni duyuyor musunuz? Burası Erzurum, Palandöken. Adım Eymen, on üç yaşındayım.",
          "Ilgaz neredeyse mikrofonu düşürüyordu. — Eymen, seni duyuyorum! Ben Ilgaz, istasyondayım. Aşağıda ne oluyor? Çocuk bir süre sustu. Sonra anlattı: dört gün önce büyük bir güneş fırtınası olmuştu. Elektrik şebekeleri çökmüş, uydular susmuş, şehirler karanlıkta kalmıştı. Ama insanlar iyiydi; herkes birbirine yardım ediyordu.",
          "— Peki o mesaj? diye sordu Ilgaz. Sakın geri dönme mesajını kim gönderdi? Eymen'in sesi ciddileşti. — Dedem gönderdi. O eskiden yer istasyonunda çalışırdı. Fırtına sırasında bütün dönüş kapsüllerinin yönlendirme sistemleri bozulmuş. Şimdi dönersen yanlış yere düşersin, dedi. Seni korumak istedi.",
          "Ilgaz pencereden dışarı baktı. Anadolu gece yarısıydı ve ilk kez şehirlerin ışıkları yoktu. Karanlık toprağın üzerinde yalnızca küçük, titrek ateşler görünüyordu. İnsanlar ateş yakmış, etrafında toplanmışlardı. Ilgaz gözlerinin dolduğunu hissetti; bu kadar yalnız ama bu kadar bağlı hissettiği başka bir an hatırlamıyordu.",
        ],
      },
      {
        title: 'Dönüş Rotası',
        paragraphs: [
          "Sonraki günlerde Eymen'in dedesi Kemal Bey mikrofona geçti. Yaşlı mühendis, Ilgaz'a dönüş kapsülünün yönlendirme bilgisayarını elle nasıl ayarlayacağını adım adım anlattı. Kâğıt kalemle yörünge hesapları yaptılar; tıpkı ilk uzay yolculuklarındaki gibi.",
          "— Bilgisayara güvenme, dedi Kemal Bey. Yıldızlara güven. Denizciler yüzyıllarca böyle yol buldu. Ilgaz eski bir sekstantı andıran ölçüm aletini pencereye dayadı ve Kutup Yıldızı'nı aradı.",
          "Sekizinci gün oksijen alarmı çalmaya başladığında hesaplar tamamdı. Ilgaz kapsüle bindi, kemerini bağladı ve son kez istasyona baktı. Göktürk-9 sessizce dönmeye devam edecekti; belki bir gün başka bir astronot onu yeniden uyandırırdı.",
          "Kapsül atmosfere girerken camın dışı turuncu bir ateşe dönüştü. Ilgaz gözlerini kapadı ve Eymen'in son cümlesini hatırladı: — Yere indiğinde ateş yakacağız, seni ışıktan bulacağız.",
          "Paraşütler açıldığında gün ağarıyordu. Kapsül Erzurum ovasına, karın üstüne yumuşakça indi. Kapağı açtığında ilk gördüğü şey, tepede yanan büyük bir ateş ve ona doğru koşan, elinde termos tutan bir çocuktu. Arkasında bastonuna dayanmış yaşlı bir adam gülümsüyordu.",
        ],
      },
    ],
  },
  {
    authorUsername: 'kaan.demirel',
    title: 'Hafıza Kiralık',
    description:
      "İstanbul, 2064. İnsanlar artık anılarını kiraya verebiliyor: bir yaz tatili, bir ilk öpücük, bir mezuniyet günü. Mira, başkalarının anılarını saklayan bir depoda gece bekçisi olarak çalışıyor. Bir gece kendi çocukluğuna ait olduğuna yemin edebileceği bir anıyla karşılaşıyor.",
    categoryId: 2,
    telifId: 5,
    isMature: false,
    published: false,
    cover: { layout: 'split', palette: ['#10002b', '#3c096c', '#e0aaff'], emblem: 'circuit' },
    chapters: [
      {
        title: 'Depo 7',
        published: false,
        paragraphs: [
          "Depo 7, Tuzla'daki eski tersanelerden birinin içine kurulmuştu. Raflarda binlerce küçük cam kapsül dururdu; her birinin içinde mavi bir ışık, her ışığın içinde birinin hayatından bir gün. Mira'nın işi basitti: geceleri rafların arasında dolaşmak, sıcaklığı kontrol etmek ve hiçbir kapsüle dokunmamak.",
          "Kurallara üç yıl boyunca uydu. Ama o gece, 4-B rafının en altında, etiketi yarı silinmiş bir kapsül titremeye başladı. Işığı diğerlerinden farklıydı; mavi değil, eski bir fotoğraf gibi sarıydı.",
          "Mira eğilip etikete baktı. Üzerinde tek bir kelime vardı: Büyükada, 2041. Mira'nın nefesi kesildi. 2041 yazını Büyükada'da, anneannesinin evinde geçirmişti. Hatırladığı tek şey bir bisiklet, bir incir ağacı ve adını hiç bilmediği bir çocuktu.",
          "Kapsüle dokunmak yasaktı. Dokunan kişi, içindeki anıyı birkaç saniyeliğine de olsa yaşardı. Mira eldivenini çıkardı, bir an tereddüt etti ve parmak ucunu camın üstüne koydu.",
        ],
      },
      {
        title: 'İncir Ağacı',
        published: false,
        paragraphs: [
          "Bir anda deniz kokusu doldu burnuna. Güneş yakıyordu, ağustos böcekleri ötüyordu ve o bir incir ağacının altında, paslı bir bisikletin yanında duruyordu. Ama bu bedeni tanımıyordu: elleri daha büyük, dizleri yara bere içindeydi. Bu anı ona ait değildi. Ağacın altındaki çocuğa aitti.",
          "Ve karşısında, beyaz şapkalı, dişleri eksik küçük bir kız gülüyordu. Mira o kızı tanıdı. Kendisiydi. — Yarın da gelecek misin? diyordu küçük Mira. Çocuk cevap verecekken görüntü dağıldı.",
          "Mira depoya, soğuk beton zemine geri döndüğünde gözyaşları yanaklarından süzülüyordu. Birisi, yirmi üç yıl önce onunla geçirdiği bir yaz gününü kiraya vermişti. Demek ki o çocuk onu hatırlıyordu. Demek ki hâlâ bir yerlerdeydi.",
          "Kayıt sistemine girdiğinde kapsülün sahibinin adı gizlenmişti. Yalnızca bir kiralama süresi görünüyordu: yedi gün sonra anı sahibine iade edilecek ve silinecekti. Mira'nın onu bulmak için bir haftası vardı.",
        ],
      },
    ],
  },
  // ───────────────────────────── Zeynep Okur ─────────────────────────────
  {
    authorUsername: 'zeynep_okur',
    title: 'Sınıfın En Sessiz Kızı',
    description:
      "Her sabah 10-B sınıfının tahtasında yeni bir şiir beliriyor. Kimse kimin yazdığını bilmiyor; herkes birbirinden şüpheleniyor.\n\nAda sınıfın en sessiz kızı ve sırrını korumak için her şeyi yapmaya hazır. Ama sınıfın en popüler çocuğu şairi bulmaya yemin edince işler karışıyor.",
    categoryId: 5,
    telifId: 1,
    isMature: false,
    published: true,
    cover: { layout: 'minimal', palette: ['#fff1e6', '#f0c6c3', '#6d597a'], emblem: 'pencil' },
    chapters: [
      {
        title: 'Tahtadaki Şiir',
        paragraphs: [
          "Pazartesi sabahı ilk dersin zili çaldığında 10-B sınıfı her zamanki gibi gürültülüydü. Ta ki biri tahtayı fark edene kadar. Beyaz tebeşirle, düzgün ve küçük harflerle dört dize yazılmıştı: Koridorda herkes bağırıyor, ben içimden konuşuyorum. Kimse duymuyor sanıyorlar, ama duvarlar beni tanıyor.",
          "— Bunu kim yazdı? diye bağırdı Efe, sınıfın en gürültülü ve nedense en sevilen çocuğu. Herkes birbirine baktı. Kimse cevap vermedi. Arka sırada, pencerenin yanında oturan Ada ise kalem kutusunu düzeltmekle meşguldü. Elleri hafifçe tebeşir tozluydu.",
          "Edebiyat öğretmeni Gülşen Hanım sınıfa girdiğinde tahtaya uzun uzun baktı. Silmedi. — Bu hafta şiir işleyecektik zaten, dedi gülümseyerek. Görünüşe göre aramızda bir şair var. Sınıfta bir uğultu koptu. Ada başını sıraya eğip gülmemeye çalıştı.",
          "O akşam eve döndüğünde defterini açtı ve yarın için yeni bir şiir yazdı. Bu kez biraz daha cesurdu. Kantinde sıra bekleyen, herkesin güldüğü ama kimsenin gerçekten tanımadığı biri hakkındaydı. Ada o kişinin kim olduğunu biliyordu. Efe'ydi.",
        ],
      },
      {
        title: 'Şair Avı',
        paragraphs: [
          "Salı sabahı yeni şiir tahtadaydı ve Efe onu okuyunca yüzü kıpkırmızı oldu. Kimse fark etmedi, çünkü herkes şairin kim olduğunu tahmin etmeye çalışıyordu. Sınıf başkanı Melis bir liste hazırlamıştı; listede yirmi sekiz isim vardı ve Ada'nın adı en sonda, üstü çizilmiş olarak duruyordu.",
          "— Ada olamaz, demişti Melis. Ada konuşmuyor bile, nasıl şiir yazsın? Ada bunu duyunca hem kırıldı hem rahatladı. Sessiz olmak bazen görünmez olmak demekti; görünmez olmak da bazen en iyi saklanma yeriydi.",
          "Ama Efe o listeyi okuduktan sonra farklı bir şey yaptı. Teneffüste Ada'nın yanına geldi, sırasına yaslandı. — Sen hep en erken geliyorsun, değil mi? dedi. Servis seni yedi buçukta bırakıyor. Sınıf boşken.",
          "Ada'nın kalbi göğsünden fırlayacak gibi oldu. — Kütüphaneye gidiyorum, diye yalan söyledi. Efe ona uzun uzun baktı, sonra gülümsedi. — Tamam. Ama biri bana şiir yazmış gibi hissediyorum. Eğer şairi görürsen, ona teşekkür ettiğimi söyler misin?",
          "Efe gittikten sonra Ada pencereden dışarı baktı. Okul bahçesindeki çınar ağacından yapraklar dökülüyordu. Defterini açtı, bir kelime yazdı, sildi. Bir daha yazdı. Bu kez silmedi.",
        ],
      },
      {
        title: 'Okuma Günü',
        paragraphs: [
          "Cuma günü Gülşen Hanım sınıfa bir duyuruyla girdi: okulun şiir gecesi vardı ve 10-B'den bir kişinin katılması gerekiyordu. — Gizli şairimiz katılırsa çok mutlu olurum, dedi. Ama kimseyi zorlamıyorum. İsmini yazmak isteyen, listeyi pazartesiye kadar masama bırakabilir.",
          "Hafta sonu boyunca Ada o listeyi düşündü. Annesi ona kahvaltıda neden tabağındaki zeytinleri dizip durduğunu sordu. Ada cevap vermedi ama annesi anladı; o da gençken utangaç bir kızmış. — Bazen, dedi annesi, en sessiz insanların söyleyecek en çok şeyi vardır. Yeter ki bir kere başlasınlar.",
          "Pazartesi sabahı Ada her zamankinden de erken geldi. Sınıf boştu. Tahtaya bu kez şiir yazmadı; yalnızca bir cümle yazdı: Şiir gecesinde görüşürüz. Sonra Gülşen Hanım'ın masasındaki listeye titreyen harflerle adını ekledi.",
          "Şiir gecesinde sahneye çıktığında salon kalabalıktı. Işıklar gözünü aldı, dizleri titredi. İlk dizeyi okuyamadı, sesi çıkmadı. Sonra salonun en önünde, ayakta alkışlamaya başlayan birini gördü. Efe'ydi; elinde tebeşir tozuyla kaplı bir kâğıt vardı. Ada derin bir nefes aldı ve okumaya başladı.",
          "O geceden sonra 10-B'nin tahtasında her sabah iki şiir belirmeye başladı. Biri düzgün, küçük harflerle yazılıyordu. Diğeri ise eğri büğrü, imla hatalarıyla dolu ama çok samimiydi. Gülşen Hanım ikisini de hiç silmedi.",
        ],
      },
    ],
  },
  {
    authorUsername: 'zeynep_okur',
    title: 'Grup Sohbeti: 10-B',
    description:
      "Sınıfın WhatsApp grubu hiç susmaz: ödev soranlar, sticker atanlar, gece yarısı felsefe yapanlar. Ama bu hafta grup tek bir amaç için birleşiyor: emekli olan matematik öğretmenleri Hayri Hoca'ya unutulmaz bir veda hazırlamak.\n\nTek sorun, Hayri Hoca'nın da yanlışlıkla gruba eklenmiş olması.",
    categoryId: 18,
    telifId: 6,
    isMature: false,
    published: true,
    cover: { layout: 'abstract', palette: ['#06d6a0', '#118ab2', '#ffd166'], emblem: 'chat' },
    chapters: [
      {
        title: 'Gizli Plan',
        paragraphs: [
          "Melis (Sınıf Başkanı): Arkadaşlar ACİL. Hayri Hoca bu cuma emekli oluyormuş\nEfe: NE\nEfe: ama o hoca emekli olamaz ki o matematiğin kendisi\nDeniz: çok üzüldüm ya ilk defa bir hocanın gitmesine üzülüyorum",
          "Melis (Sınıf Başkanı): O yüzden ona bir sürpriz yapalım diyorum. Pasta, pankart, belki bir video\nAda: bence herkes ona bir mektup yazsın, bir kutuya koyalım\nEfe: ben mektup yazamam ama pasta yiyebilirim katkım bu olsun\nDeniz: efe sen bir dahisin gerçekten",
          "Kuzey: video fikri güzel, ben montajı yaparım\nKuzey: herkes 10 saniyelik bir şey çeksin, hocaya teşekkür etsin\nMelis (Sınıf Başkanı): SÜPER. Cuma 3. ders, hoca sınıfa girince başlıyoruz. Kimse ağzından kaçırmasın!!!\nEfe: ağzım kilit 🔒",
          "Bilinmeyen numara: Merhaba çocuklar. Bu grup neyin grubu acaba?\nDeniz: ??\nKuzey: kim bu\nBilinmeyen numara: Geçen hafta yoklama için numaramı isteyen Melis'ti galiba. Beni buraya eklemiş.\nMelis (Sınıf Başkanı): ...\nMelis (Sınıf Başkanı): hocam?",
        ],
      },
      {
        title: 'Kurtarma Operasyonu',
        paragraphs: [
          "Hayri Hoca: Evet, benim. Hayri Öztürk. Mesajları okuyamadım, gözlüğüm yanımda değil. Önemli bir şey mi yazdınız?\nEfe: HAYIR HOCAM ÖNEMLİ BİR ŞEY YOK\nEfe: yani önemli ama sizinle ilgili değil\nEfe: yani sizinle ilgili ama kötü bir şey değil\nDeniz: efe sus artık lütfen",
          "Melis (Sınıf Başkanı): Hocam ödevle ilgili konuşuyorduk sadece 😅\nHayri Hoca: Çok güzel. Türev ödevini bitirdiniz mi?\nKuzey: ...\nAda: bitirdik hocam\nEfe: ben bitirmek üzereyim hocam, yani başlamak üzereyim",
          "Melis, Ada'ya özel mesaj: ADA NE YAPACAĞIZ\nAda: sakin ol. hoca gözlüksüz okuyamıyorsa mesajları büyük ihtimalle görmedi\nMelis: ya görürse???\nAda: yeni bir grup kuralım, bu grupta da normal takılalım. kimse şüphelenmez",
          "Melis (Sınıf Başkanı) yeni bir grup oluşturdu: 10-B GİZLİ (hoca yok!!)\nEfe: bu grubun adı çok gizli değil bence\nMelis (Sınıf Başkanı): EFE\nEfe: tamam tamam özür dilerim\nKuzey: videolar bana perşembe akşamına kadar gelsin, unutmayın\nDeniz: ben bir de pankartı yaparım, annemin kumaş boyaları var",
        ],
      },
      {
        title: 'Cuma, Üçüncü Ders',
        paragraphs: [
          "10-B GİZLİ (hoca yok!!)\nMelis: Herkes yerinde mi? Hoca merdivende\nKuzey: video hazır, projeksiyona bağladım\nDeniz: pankart asıldı. biraz yamuk ama olsun\nEfe: pasta bende. bir köşesini yedim ama kimse fark etmez",
          "10-B\nHayri Hoca: Çocuklar, sınıfa giriyorum. Umarım ödevlerinizi bitirdiniz.\nHayri Hoca: Bu arada söylemem gereken bir şey var.\nHayri Hoca: Gözlüğüm aslında çantamdaymış. Pazartesi her şeyi okudum. 🙂\nMelis (Sınıf Başkanı): HOCAM",
          "Hayri Hoca: Otuz iki yıl öğretmenlik yaptım. Bu kadar kötü saklanan bir sürprizi ilk kez görüyorum. Ama bu kadar güzel olanını da ilk kez görüyorum.\nHayri Hoca: Efe, pastanın köşesini yediğini de biliyorum.\nEfe: hocam bu nasıl olur\nDeniz: 😂😂😂",
          "Ada: Hocam biz size teşekkür etmek istedik. Türevleri unutabiliriz ama sizi unutmayacağız.\nHayri Hoca: Türevleri de unutmayın lütfen, üniversite sınavında çıkacak.\nHayri Hoca: Ama teşekkür ederim Ada. Hepinize teşekkür ederim.\nHayri Hoca: Ve bu grubu silmeyin. Ara sıra soru sorarım, bakalım hâlâ hatırlıyor musunuz diye.\nKuzey: hocam emekli oldunuz ama bizi sınava sokmaya devam mı edeceksiniz\nHayri Hoca: Elbette. 🙂",
        ],
      },
    ],
  },
  {
    authorUsername: 'zeynep_okur',
    title: 'Yaz Kampı Günlüğü',
    description:
      "Ela'nın annesi onu zorla Abant'taki bir doğa kampına yolluyor: telefon yok, internet yok, sadece göl, çadır ve tanımadığı bir sürü ergen. Ela bu yazın hayatının en kötü yazı olacağından emin. Günlüğüne her gün yazmaya söz veriyor, en azından birileri ona hak versin diye.",
    categoryId: 5,
    telifId: 7,
    isMature: false,
    published: false,
    cover: { layout: 'split', palette: ['#d8f3dc', '#52b788', '#1b4332'], emblem: 'tent' },
    chapters: [
      {
        title: '1. Gün: Telefonsuz Hayat',
        paragraphs: [
          "Sevgili günlük, bugün telefonumu bir kutuya koyup kamp liderine teslim ettim. Kutunun üstünde benim adım yazıyordu, sanki bir yakını kaybetmişim gibi. Kamp lideri Tuna Abi bana gülümseyip bunun hayatımın en güzel iki haftası olacağını söyledi. Ben de ona gülümsedim ama içimden hiç de öyle demedim.",
          "Çadırımı üç kızla paylaşıyorum. Biri İzmir'den gelen, sürekli şarkı söyleyen Nil. Biri sadece kitap okuyan ve kimseyle konuşmayan Asya. Üçüncüsü de kampa altıncı kez gelen ve her şeyi bilen Berfin. Berfin ilk gece bize gölde yaşayan bir balık canavarından bahsetti. İnanmadım tabii. Ama çadırın fermuarını iki kez kontrol ettim.",
          "Akşam yemeğinde makarna vardı ve tuzu yoktu. Sonra ateşin etrafında oturup tanışma oyunu oynadık. Herkes kendisi hakkında bir doğru bir yalan söyledi. Ben, hiç göl görmedim dedim; herkes bunun yalan olduğunu düşündü ama doğruydu. Gerçekten hiç görmemiştim. Bugüne kadar.",
          "Şimdi çadırdayım, el fenerimin ışığında yazıyorum. Dışarıda kurbağalar bağırıyor. Gökyüzünde o kadar çok yıldız var ki İstanbul'da bunların nereye saklandığını düşünüyorum. Tamam, belki bu kamp hayatımın en kötü yazı olmayabilir. Ama henüz karar vermedim.",
        ],
      },
      {
        title: '4. Gün: Göl Canavarı',
        paragraphs: [
          "Sevgili günlük, bugün kano yaptık ve ben göle düştüm. Hem de iki kere. Birincisinde Nil gülmekten kanoyu ters çevirdi, ikincisinde ben gerçekten bir şeyin ayağıma dokunduğunu sanıp panikledim. Berfin bunun göl canavarı olduğunu söyledi. Tuna Abi ise bunun bir yosun olduğunu söyledi. Ben hâlâ emin değilim.",
          "Öğleden sonra Asya ilk kez benimle konuştu. Kıyıda otururken okuduğu kitabı bana uzattı ve bu bölümü oku dedi. Bir kızın göl kenarında kendi sesini bulmasıyla ilgiliydi. Sonra bana neden hep bir defter taşıdığımı sordu. Günlük tuttuğumu söyledim. Güldü ama kötü bir gülüş değildi. O da yazıyormuş, ama kimseye göstermiyormuş.",
          "Akşam ateşin başında Asya ile yan yana oturduk. Tuna Abi gitar çaldı, Nil şarkı söyledi, Berfin yine göl canavarını anlattı. Bu sefer canavarın adı bile vardı: Abanoz. Herkes güldü, ben de güldüm. Telefonumu en son ne zaman düşündüğümü hatırlamıyorum.",
          "Yarın ormanda bir yön bulma yarışması varmış. Asya ile aynı takımdayız. Pusula kullanmayı bilmiyorum ama Asya biliyormuş. Ben de ona haritayı okurken şarkı söylemeyeceğime söz verdim. Bu bir anlaşma.",
        ],
      },
    ],
  },
  // ───────────────────────────── Mert Aksoy ─────────────────────────────
  {
    authorUsername: 'mert.aksoy',
    title: 'Sis Çökünce',
    description:
      "Trabzon'da gece yayını yapan radyocu Yusuf'a her gece aynı saatte, aynı kısık sesli dinleyici bağlanır ve ertesi gün kasabada olacakları anlatır. İlk başta kimse ciddiye almaz.\n\nTa ki anlatılanlar birer birer gerçekleşmeye başlayana ve ses, Yusuf'un kendi geçmişinden bir sır anlatana kadar. (Karanlık temalar ve gerilim içerir.)",
    categoryId: 6,
    telifId: 1,
    isMature: true,
    published: true,
    cover: { layout: 'scene', palette: ['#0d1b2a', '#415a77', '#e0e1dd'], emblem: 'lighthouse' },
    chapters: [
      {
        title: 'Gece Yayını',
        paragraphs: [
          "Radyo Karadeniz'in stüdyosu, limana bakan eski bir binanın çatı katındaydı. Yusuf her gece yarısı mikrofonun başına geçer, balıkçılara, gece vardiyasındaki hemşirelere ve uyuyamayanlara şarkı çalardı. On iki yıldır bu işi yapıyordu; gecenin sesini tanırdı.",
          "O perşembe gecesi saat tam üçü on üç geçe telefon çaldı. Yusuf'un yayın asistanı yoktu, aramaları kendisi açardı. — Radyo Karadeniz, buyurun, dedi. Hattın öbür ucundaki ses kısık ve yavaştı, sanki çok uzaktan, sisin içinden konuşuyordu.",
          "— Yarın sabah limanda Hızır Reis'in teknesi ipini koparacak, dedi ses. Kimse yaralanmayacak ama kasaba bunu konuşacak. Bir şarkı da istiyorum: Dere Boyu. Yusuf güldü, şarkıyı çaldı ve bunu da gecenin tuhaflıklarından biri sayıp unuttu.",
          "Ertesi sabah çay ocağında herkes aynı şeyi konuşuyordu. Hızır Reis'in teknesi gece yarısı ipini koparmış, mendireğin dibine kadar sürüklenmişti. Kimse yaralanmamıştı. Yusuf çay bardağını masaya bırakırken elinin hafifçe titrediğini fark etti.",
        ],
      },
      {
        title: 'Üçü On Üç Geçe',
        paragraphs: [
          "Ses ertesi gece yine aradı, yine üçü on üç geçe. Bu sefer kasabanın eski fırınının bacasının çökeceğini söyledi. Sonra bir başka gece, belediye başkanının yağmurda düşüp bileğini kıracağını. Her şey söylendiği gibi oldu. Kasaba fısıldaşmaya başladı.",
          "Yusuf polise gitti. Komiser Nazan Hanım onu sabırla dinledi, not aldı, sonra kalemini bıraktı. — Kimseye zarar gelmemiş Yusuf Bey, dedi. Tahmin yürütmek suç değil. Ama bir dahaki aramayı kaydedin, numarayı tespit edelim.",
          "O gece Yusuf kayıt cihazını hazırladı. Telefon çaldığında düğmeye bastı. Ses bu kez kasaba hakkında konuşmadı. — Yirmi yıl önce, dedi yavaşça, sisli bir gecede bir motor batmıştı. Sen o gece iskeledeydin Yusuf. Ve kimseye ne gördüğünü anlatmadın.",
          "Yusuf'un boğazı düğümlendi. O geceyi hatırlıyordu. On altı yaşındaydı; sisin içinde bir feneri, bir çığlığı ve kıyıya yüzen bir gölgeyi görmüştü. Korkmuştu, eve kaçmıştı. Ertesi gün motorun battığı ve kaptanın kaybolduğu duyulmuştu. Bunu kimseye söylememişti. Hiç kimseye.",
          "Kayıt cihazında ise hiçbir şey yoktu. Sadece on dakikalık bir cızırtı ve arkada, çok uzakta, dalgaların kıyıya vuran sesi.",
        ],
      },
      {
        title: 'Fenerin Altında',
        paragraphs: [
          "Sonraki gece ses bir adres verdi: eski fener, saat üç. Komiser Nazan gitmemesini söyledi, Yusuf yine de gitti. Sis o kadar yoğundu ki el fenerinin ışığı iki adım ötede kayboluyordu. Fenerin demir kapısı aralıktı.",
          "İçeride, merdivenin dibinde yaşlı bir adam oturuyordu. Elinde eski bir telsiz, dizinde yün bir battaniye vardı. Yüzünü görünce Yusuf tanıdı: yirmi yıl önce kaybolduğu sanılan Kaptan Rüstem'di bu. Yaşlanmış, zayıflamıştı ama gözleri hâlâ aynıydı.",
          "— Korkma, dedi adam. Ben o gece boğulmadım. Kıyıya yüzdüm, senin gördüğün gölge bendim. Motorumu borç yüzünden kasıtlı batırmıştım; sigorta parasını alıp kaybolacaktım. Ama kaybolmak sandığım kadar kolay olmadı. Yirmi yıldır bu fenerde yaşıyorum, tekneleri, fırınları, insanları izliyorum.",
          "— Peki neden beni aradın? dedi Yusuf. Neden şimdi? Yaşlı adam öksürdü, battaniyesini sıkıca sardı. — Çünkü hasta olduğumu biliyorum ve birinin gerçeği bilmesini istedim. Sen o gece sustun, ben de sustum. İkimiz de yirmi yıl bu yükü taşıdık. Artık bırakabilirsin oğlum.",
          "Ertesi sabah Komiser Nazan ve bir ambulans eski fenere geldiğinde sis dağılmıştı. Kaptan Rüstem kasabaya geri döndü; hastanede, ziyaretçisi eksik olmadan geçirdiği son aylarında herkese gerçeği anlattı. Yusuf'un gece yayınına ise o günden sonra bir daha üçü on üç geçe kimse bağlanmadı. Ama Yusuf her gece, tam o saatte, Dere Boyu'nu çaldı.",
        ],
      },
    ],
  },
  {
    authorUsername: 'mert.aksoy',
    title: 'Dokuzuncu Kat',
    description:
      "Maslak'taki cam bir gökdelende çalışan muhasebeci Levent, şirketin hesaplarında küçük ama inatçı bir tutarsızlık bulur. Bunu raporladığı günün akşamı asansör onu hiç var olmayan bir kata götürür.\n\nŞirketin dokuzuncu katı planlarda yok. Ama orada biri, Levent'i bekliyor.",
    categoryId: 6,
    telifId: 2,
    isMature: false,
    published: true,
    cover: { layout: 'typographic', palette: ['#14213d', '#000000', '#fca311'], emblem: 'stairs' },
    chapters: DOKUZUNCU_KAT,
  },
  {
    authorUsername: 'mert.aksoy',
    title: "Bozcaada'daki Kayıp Keman",
    description:
      "Emekli tarih öğretmeni Saniye Hanım, huzurlu bir yaz geçirmek için Bozcaada'ya gelir. Ama adanın bağ bozumu festivalinin ilk akşamı ünlü bir kemancının yüz yıllık kemanı ortadan kaybolur.\n\nPolis kimseyi bulamaz. Saniye Hanım ise adadaki herkesin bir şey sakladığından emindir.",
    categoryId: 7,
    telifId: 3,
    isMature: false,
    published: true,
    cover: { layout: 'pattern', palette: ['#023e8a', '#0096c7', '#ffd60a'], emblem: 'note' },
    chapters: [
      {
        title: 'Festival Gecesi',
        paragraphs: [
          "Bozcaada'nın dar sokaklarında asma yaprakları, beyaz badanalı evler ve rüzgârın taşıdığı üzüm kokusu vardı. Saniye Hanım pansiyonunun balkonunda oturmuş, limandaki kaleyi seyrediyordu. Kırk yıl lise öğrencilerine tarih anlatmıştı; şimdi sadece dinlenmek istiyordu.",
          "Festivalin açılışında kalenin avlusuna kurulan sahnede kemancı Lale Sarıca çaldı. Kemanı, büyükbabasından kalma, yüz yıllık bir İtalyan yapımıydı. Müzik bittiğinde ada halkı ayakta alkışladı. Lale selam verip sahnenin arkasına geçti, kemanını kılıfına koydu ve su içmek için iki dakika ayrıldı.",
          "Döndüğünde kılıf yerindeydi, ama içi boştu. Lale'nin çığlığı bütün avluda yankılandı. Jandarma geldi, kapılar kapatıldı, herkesin çantası arandı. Keman yoktu. Sanki denize karışmış gibiydi.",
          "Saniye Hanım kalabalığın arasında durup etrafına baktı. Sahne ışıkçısı, festivali düzenleyen şarapçı, Lale'nin menajeri, adanın tek taksicisi. Hepsinin yüzünde farklı bir ifade vardı. Ve biri, çok hafifçe gülümsüyordu.",
        ],
      },
      {
        title: 'Tanıklar',
        paragraphs: [
          "Ertesi sabah Saniye Hanım fırından aldığı sıcak çörekleri bahane ederek Lale'nin kaldığı eve gitti. Kemancı genç kadın ağlamaktan şişmiş gözlerle kapıyı açtı. — O keman benim için bir çalgıdan fazlası, dedi. Büyükbabam onunla bu adada, bu kalede konser vermiş. Yetmiş yıl önce.",
          "Saniye Hanım bunu ilginç buldu. Adanın eski kayıtlarını tutan belediye arşivine gitti. Tozlu bir dosyada 1954 yılına ait bir gazete kupürü buldu: Ünlü kemancı Cemal Sarıca, konserinin ardından adalı bir kızla nişanlandı. Ama nişan bir ay sonra bozulmuştu. Kızın adı Eleni'ydi.",
          "Pansiyona dönerken sahil yolunda yaşlı bir kadınla karşılaştı. Kadın her sabah kaleye bakan bankta oturur, kimseyle konuşmazdı. Saniye Hanım yanına oturdu, çöreklerden birini uzattı. Yaşlı kadın teşekkür etti. Elleri uzun, zarif, müzisyen elleriydi.",
          "— Eleni Hanım, dedi Saniye Hanım, yavaşça. Yaşlı kadın başını çevirmedi ama gözlerinin dolduğu görülüyordu. — Kırk yıl tarih öğretmenliği yaptım, dedi Saniye Hanım. Biliyorsunuz, tarih bazen insanların yarım bıraktığı hikâyelerdir.",
        ],
      },
      {
        title: 'Yarım Kalan Şarkı',
        paragraphs: [
          "Eleni Hanım o öğleden sonra Saniye Hanım'ı evine davet etti. Evin en iç odasında, beyaz bir örtünün altında keman duruyordu. — Ben almadım, dedi yaşlı kadın hemen. Torunum aldı. Ona yıllar önce o kemanın bir zamanlar bana söz verildiğini anlatmıştım. Cemal bana onu bırakacağını söylemişti, ailesi izin vermedi.",
          "Torunu, festivalde ışıkçı olarak çalışan genç Yorgo'ydu. Saniye Hanım'ın tahmin ettiği gibi, o gece sahnede hafifçe gülümseyen oydu. Anneannesine bir hediye vermek istemiş, ama işin nereye varacağını düşünmemişti. Şimdi korkudan uyuyamıyordu.",
          "Saniye Hanım, Lale'yi Eleni Hanım'ın evine getirdi. İki kadın uzun süre birbirine baktı; biri yetmiş yıl önceki aşkın yarısı, diğeri o aşkın torunuydu. Lale kemanı eline aldı, Yorgo'nun başını okşadı. — Keşke bana sorsaydın, dedi yumuşak bir sesle. Sana kendim çalardım.",
          "O akşam festivalin kapanışında Lale Sarıca sahneye tekrar çıktı. Programda olmayan bir parça çalacağını söyledi: büyükbabasının defterinde bulduğu, adı olmayan bir melodi. Ön sırada Eleni Hanım oturuyordu. Müzik başladığında yaşlı kadın gözlerini kapadı ve dudakları sessizce, yetmiş yıl önceki sözleri mırıldandı.",
          "Jandarma dosyayı kapattı: keman bulunmuştu, şikâyetçi yoktu. Saniye Hanım'ın tatili kalan günlerde gerçekten huzurlu geçti. Ama adadan ayrılırken feribotun güvertesinde defterine bir not aldı: Tarih, insanların yarım bıraktığı hikâyelerdir. Bazen birinin onları tamamlamasına izin vermek gerekir.",
        ],
      },
    ],
  },
  // ───────────────────────────── Sevgi Karadağ ─────────────────────────────
  {
    authorUsername: 'sevgi.karadag',
    title: 'Köye Gelen Öğretmen',
    description:
      "1943 kışı. Köy enstitüsünden yeni mezun olan on dokuz yaşındaki Hatice, Sivas'ın karla kaplı bir dağ köyüne öğretmen olarak atanır. Köyde okul yoktur, tebeşir yoktur, kız çocuklarını okula göndermek isteyen aile de yoktur.\n\nHatice'nin elinde bir keman, bir çanta kitap ve bitmek bilmeyen bir inat vardır.",
    categoryId: 17,
    telifId: 1,
    isMature: false,
    published: true,
    cover: { layout: 'scene', palette: ['#e9edc9', '#ccd5ae', '#7f4f24'], emblem: 'mountain' },
    chapters: [
      {
        title: 'Karlı Yol',
        paragraphs: [
          "Kağnı, karın içinde ağır ağır ilerliyordu. Hatice sırtını kitap sandığına dayamış, ellerini paltosunun cebinde ısıtmaya çalışıyordu. Arabacı Hüsmen Dayı yol boyunca tek kelime etmemişti; yalnızca ara sıra öküzlere seslenir, sonra yine susardı.",
          "— Köy görünüyor, dedi sonunda, kamçısıyla tepeyi göstererek. Hatice başını kaldırdı. Yamaca tutunmuş otuz kadar toprak damlı ev, bacalarından yükselen ince dumanlar ve hepsinin üstünde, gökyüzüne karışan beyaz bir dağ. Köyün adı Akpınar'dı.",
          "Muhtar onu kapıda karşıladı, ama yüzünde hoş geldin diyen bir ifade yoktu. — Kız başına öğretmen mi olur? dedi, bıyığını sıvazlayarak. Bizim çocuklar tarlada lazım, hayvanın başında lazım. Okul da yok zaten. Nerede okutacaksın?",
          "Hatice sandığını kağnıdan indirdi, kapağını açtı. İçinde kitaplar, defterler, bir kutu tebeşir ve bezlere sarılı bir keman vardı. — Okulu beraber yaparız muhtar, dedi gülümseyerek. Enstitüde duvar örmeyi de öğrendik, kerpiç dökmeyi de. Yeter ki bana bir ahır boşaltın.",
        ],
      },
      {
        title: 'Ahırdan Okula',
        paragraphs: [
          "Muhtar ona köyün en eski ahırını verdi; yarı yıkık, tavanı akan, kapısı menteşesinden kopmuş bir yapı. Hatice ilk hafta tek başına çalıştı. Sonra bir sabah, kapının önünde elinde kürekle bekleyen on iki yaşında bir oğlan buldu. Adı Veli'ydi. — Okumayı öğretirsen, dedi utangaç bir sesle, ben de sana çatıyı onarırım.",
          "Veli'den sonra kardeşi geldi, sonra kuzenleri. Bir ay içinde ahırın duvarları sıvandı, pencerelere yağlı kâğıt gerildi, ortaya bir soba kuruldu. Çocuklar sabahları hayvanları otlatıyor, öğleden sonra okula geliyordu. Hatice onlara hem harfleri hem de aşı yapmayı, fidan dikmeyi öğretti.",
          "Ama sınıfta hiç kız yoktu. Hatice her akşam kapı kapı dolaşıp anneleri ikna etmeye çalıştı. Kadınlar onu dinler, başlarını sallar, ama kimse kızını göndermezdi. — Kız okursa ne olur? derlerdi. Hatice hep aynı cevabı verirdi: — Benim gibi olur.",
          "Bir gece köyün yukarısındaki evlerden birinde bir bebek ateşlendi. En yakın doktor iki gün uzaktaydı. Hatice çantasındaki sağlık kitabını aldı, sabaha kadar bebeğin başında bekledi, ılık bezler koydu, annesine ne yapacağını anlattı. Sabah ateş düştüğünde annesi ağlayarak Hatice'nin ellerini öptü.",
        ],
      },
      {
        title: 'İlk Kız Öğrenci',
        paragraphs: [
          "Ertesi pazartesi okul kapısında yedi yaşında, başörtüsü kulaklarının arkasına bağlanmış bir kız duruyordu. Bebeğin ablasıydı; adı Gülizar'dı. Annesi onu kapıya kadar getirmiş, sonra uzaktan izlemişti. — Anam, dedi Gülizar, senin gibi olayım diye yolladı beni.",
          "Gülizar'dan sonra başka kızlar da geldi. Bahar geldiğinde sınıfta on dört oğlan, dokuz kız vardı. Muhtar bile bir gün kapıdan başını uzatıp içeri baktı, sonra hiçbir şey demeden okula bir çuval un bıraktı.",
          "Haziranda, ders yılının son günü Hatice kemanı çıkardı. Avluya oturmuş bütün köy onu dinledi; çocuklar enstitüde öğrendikleri türküleri söyledi. Gülizar sahneye çıkıp kendi yazdığı ilk cümleyi okudu: Benim adım Gülizar, ben okula gidiyorum. Köy meydanında herkes alkışladı. Hüsmen Dayı bile.",
          "Yıllar sonra, Sivas'taki bir ilkokulun müdire odasında yaşlı bir kadın genç öğretmenlere bu hikâyeyi anlatırdı. Masasının üstünde sararmış bir fotoğraf dururdu: bir ahırın önünde, elinde kemanıyla gülen genç bir kadın ve etrafında yirmi üç çocuk. Müdirenin adı Gülizar'dı.",
        ],
      },
    ],
  },
  {
    authorUsername: 'sevgi.karadag',
    title: 'Konak Kızı Nevber',
    description:
      "Yıl 1911. Çamlıca'daki büyük ahşap konakta büyüyen Nevber, babasının ona seçtiği kısmeti beklerken gizlice Fransızca romanlar okur ve bir gün kendi romanını yazmayı düşler.\n\nEski İstanbul'un kokusunu, konak odalarının fısıltılarını ve bir genç kızın kalem tutma cesaretini anlatan, klasik üslupta bir hikâye.",
    categoryId: 9,
    telifId: 8,
    isMature: false,
    published: true,
    cover: { layout: 'framed', palette: ['#3d0e1e', '#7a2e3b', '#e9c46a'], emblem: 'tulip' },
    chapters: [
      {
        title: 'Cumbadaki Kitap',
        paragraphs: [
          "Çamlıca sırtlarında, erguvan ağaçlarının arasına gizlenmiş Rifat Paşa konağı, sabahın ilk saatlerinde uyanırdı. Önce mutfakta bakır tencereler şıngırdar, ardından bahçede kuyu çıkrığı gıcırdar, en son da Nevber'in odasının perdeleri aralanırdı. Lâkin o sabah perdeler çoktan açılmış, genç kız cumbadaki minderin üstünde bir kitaba gömülmüştü.",
          "Kitap Fransızcaydı ve Nevber'in onu nereden bulduğunu konakta kimse bilmiyordu. Dadısı Sırmakeş Kalfa bilse, derhal paşa babasına haber verirdi. Zira paşa, kızının Fransızca öğrenmesine müsaade etmiş, fakat roman okumasına asla razı olmamıştı. Romanlar, ona göre, genç kızların aklını çelen tehlikeli şeylerdi.",
          "Nevber ise romanların aklını çelmediğini, bilakis açtığını düşünürdü. Sayfaları çevirdikçe Paris'in sokaklarında dolaşır, yabancı şehirlerde yaşayan kızların dertlerine ortak olurdu. Ve her defasında aynı soruyu sorardı kendine: İstanbul'da yaşayan bir kızın hikâyesini neden kimse yazmıyordu?",
          "— Nevber Hanım! Paşa hazretleri sizi selamlıkta bekliyorlar, dedi kapıdan giren genç hizmetçi Zerrin, nefes nefese. Misafir varmış. Nevber kitabı minderin altına sakladı, başörtüsünü düzeltti ve merdivenlere yöneldi. Kalbi, her nedense, bir kuş gibi çırpınıyordu.",
        ],
      },
      {
        title: 'Selamlıktaki Misafir',
        paragraphs: [
          "Selamlıkta babasının karşısında, fes yerine şapka giymiş, genç bir bey oturuyordu. Rifat Paşa kızını görünce gülümsedi; bu gülümseme Nevber'e hiç de iyi gelmedi. — Kızım, dedi paşa, Cemil Bey'i takdim edeyim. Matbaacı Hakkı Efendi'nin oğlu. Paris'te tahsil görmüş, yeni bir mecmua çıkaracakmış.",
          "Cemil Bey ayağa kalkıp hafifçe eğildi. Nevber gözlerini yere indirdi, fakat merakına yenilip kaçamak bir bakış attı. Genç adamın elinde bir mecmua taslağı vardı; kapağında süslü harflerle Nevruz yazıyordu. — Hanımlara mahsus bir mecmua olacak, dedi Cemil Bey. Yazılarını hanımların kaleminden neşretmek istiyoruz.",
          "Paşa bu sözlere kaşlarını kaldırdı, ama bir şey demedi. Cemil Bey devam etti: — Yalnız, İstanbul'da yazı yazan hanım bulmak pek müşkül. Nevber'in yanakları yandı. Minderin altında sakladığı kitabı, defterinin sayfalarını dolduran hikâyeleri düşündü.",
          "Misafir gittikten sonra paşa kızını yanına çağırdı. — Bu beyefendi seninle evlenmek için gelmedi, bilmiş ol, dedi gülerek. Senin yazı yazdığını öğrenmiş. Dadın ağzından kaçırmış. Nevber dona kaldı. Babası ise pencereden bahçeye bakarak ekledi: — Ben de gençken şiir yazardım kızım. Kimseye göstermeden. Sen benim gibi yapma.",
        ],
      },
      {
        title: 'Nevruz Mecmuası',
        paragraphs: [
          "O bahar Nevber her gece mum ışığında yazdı. Çamlıca'da büyüyen, kuyu başında dertleşen, cumbadan şehri seyreden bir kızın hikâyesini anlattı. Kahramanına kendi adını vermedi; onu Leyla diye çağırdı, zira kendi adıyla yazmaya cesareti yetmedi.",
          "Hikâye, Nevruz mecmuasının ilk sayısında neşredildi. İmza yerinde yalnızca N. harfi vardı. Mecmua bir hafta içinde tükendi; Beyoğlu'ndaki kıraathanelerde, Kadıköy'deki konaklarda hanımlar Leyla'nın hikâyesini konuşuyorlardı. Kimse yazarın kim olduğunu bilmiyordu.",
          "Bir akşam yemekte paşa, elinde mecmua, sofraya oturdu. Konakta derin bir sessizlik oldu. Paşa gözlüğünü taktı, bir paragrafı yüksek sesle okudu, sonra mecmuayı katlayıp kızına uzattı. — İkinci kısmını ne zaman yazacaksın? dedi yalnızca. Nevber'in gözleri doldu.",
          "Nevruz mecmuası yedi yıl çıktı. Her sayısında N. imzalı bir hikâye yer aldı. Yıllar sonra, Cumhuriyet'in ilk kadın romancılarından biri olarak anılan Nevber Rifat, hatıratında o akşam yemeğini şöyle anlatacaktı: Babam bana kalemi vermedi, ben onu zaten tutuyordum. Ama o gece ilk defa, kalemimi saklamak zorunda olmadığımı hissettim.",
        ],
      },
    ],
  },
  {
    authorUsername: 'sevgi.karadag',
    title: 'Kervansarayın Kapısı',
    description:
      "1230 yılı, Selçuklu topraklarında bir kervansaray. Konya'dan Kayseri'ye uzanan yolda, bir ipek kervanı fırtınaya yakalanır ve kervansarayın kapıları bir gece boyunca kapanır.\n\nİçeride bir Venedikli tüccar, genç bir kâtip, yaşlı bir hekim ve kimsenin bilmediği bir sır vardır.",
    categoryId: 17,
    telifId: 4,
    isMature: false,
    published: true,
    cover: { layout: 'split', palette: ['#f4a261', '#e76f51', '#fefae0'], emblem: 'arch' },
    chapters: KERVANSARAYIN_KAPISI,
  },
  // ───────────────────────────── Burak Şahin ─────────────────────────────
  {
    authorUsername: 'burak_sahin',
    title: 'Annemin WhatsApp Grubu',
    description:
      "Yirmi beş yaşındaki Oğuz, tek bir hata yapar: annesinin kurduğu Şahin Ailesi Resmî grubuna katılmayı kabul eder. Günaydın mesajları, zincir dualar, yanlış tarifler ve sabahın beşinde atılan sesli mesajlar.\n\nBir aile, bir grup sohbeti ve birbirini ne kadar sevdiğini ancak yanlış anlaşılmalarla hatırlayan insanlar.",
    categoryId: 13,
    telifId: 1,
    isMature: false,
    published: true,
    cover: { layout: 'abstract', palette: ['#ffbe0b', '#fb5607', '#ffffff'], emblem: 'daisy' },
    chapters: [
      {
        title: 'Günaydın Çiçekleri',
        paragraphs: [
          "Sabah 05.47'de Oğuz'un telefonu titredi. Sonra bir daha. Sonra on iki kere üst üste. Yarı uykulu gözlerle ekrana baktığında, annesinin onu Şahin Ailesi Resmî adlı bir gruba eklediğini gördü. Grubun açıklamasında şu yazıyordu: Ailemiz birlik olsun, herkes günaydın yazsın, yazmayan küser.",
          "İlk mesaj annesinden gelmişti: parıltılı bir gül resmi ve üzerinde Hayırlı Cumalar yazısı. Oysa günlerden salıydı. İkinci mesaj babasından: Bu ne? Üçüncüsü Bursa'daki teyzesinden: Gül çok güzel Nermin ablacım. Dördüncüsü, hiç tanımadığı bir numaradan: Ben kimim acaba burada?",
          "Oğuz yorganı başına çekip uyumaya çalıştı. Ama telefon susmadı. Amcası bir video attı; videoda bir kedi piyano çalıyordu ve altında Bunu görmeyen kalmasın yazıyordu. Annesi sesli mesaj gönderdi. Sesli mesaj dört dakika on iki saniyeydi ve ilk iki dakikası annesinin telefonu kulağına nasıl tutacağını sormasıyla geçiyordu.",
          "Saat yedide Oğuz pes etti ve gruba tek bir kelime yazdı: Günaydın. Üç saniye sonra annesi yazdı: OĞLUM ÇOK ŞÜKÜR YAŞIYORSUN. Hemen ardından teyzesi: Oğuz sen evlendin mi? Hemen ardından amcası: Kediyi izledin mi?",
        ],
      },
      {
        title: 'Tarif Krizi',
        paragraphs: [
          "Çarşamba akşamı annesi gruba bir fotoğraf attı: kocaman bir tepsi dolma. Altına da şunu yazdı: Bugün yaprak sarması yaptım, tarifini isteyen? Teyze istedi, yenge istedi, kimliği hâlâ belirsiz olan numara bile istedi. Annesi tarifi sesli mesajla anlatmaya karar verdi.",
          "Sesli mesaj tam on bir dakikaydı. Oğuz merakına yenilip dinledi. Tarif şöyle başlıyordu: Şimdi pirinci yıkıyorsun ama çok yıkamıyorsun, az yıkıyorsun, yani göz kararı. Sonra soğanı doğruyorsun, ince ama çok ince değil. Dokuzuncu dakikada annesi tarifi yarıda kesip komşu Saadet Hanım'ın kızının nişanını anlatmaya başlıyordu.",
          "Perşembe sabahı teyzesi gruba bir fotoğraf attı. Tepside dolmaya benzemeyen, kapkara, dumanı tüten bir şey vardı. — Nermin ablacım, senin tarifle yaptım, böyle mi olacaktı? Annesi üç dakika yazıyor göründü. Sonra tek kelime geldi: Fırın mı? Teyze: Sen fırın demedin mi? Anne: Tencere dedim. Teyze: Ben fırın duydum.",
          "Grup bir anda ikiye bölündü. Yarısı dolmanın tencerede yapıldığını savundu, diğer yarısı Ege usulü fırında da olabileceğini iddia etti. Babası tartışmanın ortasında, üç gün önceki gül resmine cevap olarak Çok güzel yazdı. Oğuz kahvaltı masasında kahkahalarla gülerken ev arkadaşı ona endişeyle baktı.",
        ],
      },
      {
        title: 'Doğum Günü',
        paragraphs: [
          "Cumartesi Oğuz'un doğum günüydü ve grupta sabahtan beri hiç ses yoktu. Ne bir gül, ne bir kedi videosu, ne de bir sesli mesaj. Oğuz önce rahatladı, sonra tuhaf bir şekilde içi burkuldu. Öğleye doğru telefonunu on kez kontrol etmişti.",
          "Akşam saat yedide kapı çaldı. Kapıyı açtığında karşısında annesi, babası, teyzesi, amcası, iki kuzeni ve elinde pasta tutan, hayatında ilk kez gördüğü bir teyze duruyordu. — Ben gruptaki numarayım, dedi teyze gülümseyerek. Annenin okul arkadaşıyım. Beni de eklemişler, ben de geldim.",
          "Meğer bütün hafta ikinci bir grup varmış: Oğuz'a Sürpriz (OĞUZ YOK!!!). Annesi her şeyi orada planlamış, teyzesi bu kez pastayı ustaca fırında yapmış, amcası da piyano çalan kedi videosunu büyük ekranda oynatmak için hazırlamış. Babası ise yalnızca Çok güzel yazmaya devam etmiş.",
          "O gece misafirler gittikten sonra Oğuz gruba uzun bir mesaj yazdı. Yazdı, sildi, yeniden yazdı. Sonunda yalnızca şunu gönderdi: İyi ki varsınız. Bir saniye sonra annesinden parıltılı bir gül resmi geldi. Üzerinde Hayırlı Cumalar yazıyordu. Günlerden yine cumartesiydi. Oğuz bu kez hiç itiraz etmedi.",
        ],
      },
    ],
  },
  {
    authorUsername: 'burak_sahin',
    title: 'Site Yönetimi Savaşları',
    description:
      "Papatya Sitesi B Blok'un yıllık olağan genel kurul toplantısı başlıyor. Gündemde üç madde var: asansör tamiri, bahçedeki kedi evleri ve dördüncü kattaki bisikletin koridorda durup duramayacağı.\n\nToplantı iki saat sürecek denmişti. Altı saat sonra hâlâ ikinci maddeye geçilemedi.",
    categoryId: 13,
    telifId: 9,
    isMature: false,
    published: true,
    cover: { layout: 'typographic', palette: ['#8ecae6', '#219ebc', '#ffb703'], emblem: 'building' },
    chapters: [
      {
        title: 'Yoklama',
        paragraphs: [
          "Toplantı saat on dokuzda başlayacaktı. Saat on dokuzu yirmi geçe, sığınağa dönüştürülmüş otopark katındaki plastik sandalyelerde on iki daireden yalnızca yedisinin temsilcisi vardı. Yönetici Cevdet Bey saatine baktı, boğazını temizledi ve kâğıtlarını düzeltti.",
          "— Yeter sayı yok ama başlayalım, dedi. Hemen üç numaradan emekli albay Ferit Bey itiraz etti: — Yeter sayı yoksa başlayamayız, yönetmelik açık. Sekiz numaradan avukat Selda Hanım, yönetmeliğin o maddesinin iki yıl önce değiştiğini söyledi. Ferit Bey, değişikliğin kendisine tebliğ edilmediğini söyledi.",
          "Yirmi dakika tebliğin ne olduğu tartışıldı. Bu sırada on bir numaradan öğrenci Mert içeri girdi, elinde çekirdek vardı. Herkes ona döndü. — Ne? dedi Mert. Toplantı değil mi? Çekirdek yasak mı? Ferit Bey çekirdeğin toplantı adabına aykırı olduğunu söyledi. Selda Hanım, yönetmelikte çekirdekle ilgili bir madde olmadığını belirtti.",
          "Saat yirmi birde nihayet yoklama tamamlandı. Bu sırada iki numaradaki Saadet Teyze herkese tepsiyle poğaça dağıttı, Ferit Bey bile bir tane aldı. Cevdet Bey mikrofon olarak kullandığı eski bir karaoke cihazını eline aldı: — Gündemin birinci maddesi, asansör.",
        ],
      },
      {
        title: 'Asansör Meselesi',
        paragraphs: [
          "Asansör yedi aydır çalışıyordu ama tuhaf bir şekilde çalışıyordu: hangi kata basarsanız basın, önce dördüncü kata uğruyordu. Teknik servis bunun yazılımsal olduğunu söylemişti. Dördüncü katta oturan bisikletli genç Kaan ise bunun tamamen bir tesadüf olduğunu savunuyordu.",
          "— Tesadüf değil, dedi Ferit Bey. Asansör senin bisikletine selam vermeye gidiyor! Herkes güldü, Kaan kızardı, Saadet Teyze ikinci tepsiyi getirdi. Cevdet Bey konunun bisiklete gelmemesi gerektiğini, bisikletin üçüncü madde olduğunu hatırlattı. Ama artık çok geçti.",
          "Saat yirmi üçte tartışma asansörden bisiklete, bisikletten koridorun genişliğine, koridorun genişliğinden binanın 1994 yılındaki inşaat projesine kaydı. Selda Hanım projenin aslını görmek istedi. Cevdet Bey projenin eski yöneticide olduğunu söyledi. Eski yönetici on yıl önce Antalya'ya taşınmıştı.",
          "Gece yarısı on iki numaranın kapısı açıldı ve pijamalı, uykulu bir çocuk merdivenden seslendi: — Anne, asansör yine dördüncü kata gitti, ben sadece su içmek için inmiştim. Otoparkta derin bir sessizlik oldu. Sonra yedi daire temsilcisi aynı anda kahkahayı bastı.",
          "Toplantı saat birde bir karar alınarak sona erdi. Asansör tamir edilmeyecek, dördüncü kata uğraması bina geleneği olarak kabul edilecekti. Kedi evleri bir sonraki yıla kaldı. Bisiklet meselesi ise hâlâ çözülmedi. Ama Ferit Bey o gece ilk kez Kaan'a, bisikletini bahar gelince bir kez denemek istediğini söyledi.",
        ],
      },
    ],
  },
  {
    authorUsername: 'burak_sahin',
    title: 'Kırmızı Çanta Operasyonu',
    description:
      "Motosikletli kurye Cenk, Karaköy'den Şişli'ye sıradan bir paket götürecektir: kırmızı bir sırt çantası. Ama çantayı aldığı anda peşine üç farklı araba, bir drone ve kendini gizli ajan sanan bir emekli düşer.\n\nİstanbul trafiğinde, kırk dakikalık teslimat süresiyle, nefes kesen bir kovalamaca.",
    categoryId: 1,
    telifId: 2,
    isMature: false,
    published: true,
    cover: { layout: 'split', palette: ['#1b1b1e', '#373f51', '#e63946'], emblem: 'bag' },
    chapters: KIRMIZI_CANTA_OPERASYONU,
  },
  // ───────────────────────────── Defne Uysal ─────────────────────────────
  {
    authorUsername: 'defneuysal',
    title: 'Tuz ve Kül Krallığı',
    description:
      "Tuz gölünün kıyısındaki Ak Kale'de doğan herkes bir yetenekle doğar: kimi rüzgârı dinler, kimi taşı ısıtır. Yalnızca Aybüke'nin hiçbir yeteneği yoktur.\n\nTa ki kül dağlarından gelen bir ejderha, krallığın bütün yeteneklerini çalıp yalnızca onu dokunulmadan bırakana kadar. Artık krallığı kurtarabilecek tek kişi, hiçbir şeye sahip olmayan kızdır.",
    categoryId: 3,
    telifId: 1,
    isMature: false,
    published: true,
    cover: { layout: 'framed', palette: ['#2b2d42', '#8d99ae', '#edf2f4'], emblem: 'crown' },
    chapters: [
      {
        title: 'Yeteneksiz',
        paragraphs: [
          "Ak Kale'de her çocuk on iki yaşına bastığında Tuz Taşı'na dokunurdu. Taş, çocuğun içindeki yeteneği uyandırır, rengini değiştirirdi. Rüzgâr dinleyenler için gök mavisi, taş ısıtanlar için kor kırmızısı, şifacılar için yaprak yeşili. Aybüke dokunduğunda ise taş yalnızca beyaz kaldı. Tuz kadar beyaz.",
          "O günden beri dört yıl geçmişti. Aybüke kalenin mutfağında çalışıyor, yetenekli çocukların sofralarını kuruyor, geceleri kimsenin görmediği bir köşede kılıç sallıyordu. Kılıcı ona ahırdaki yaşlı seyis Tolga Dede vermişti; yeteneği olmayanların da savaşmayı öğrenebileceğini söyleyen tek kişiydi.",
          "— Yetenek bir armağandır, derdi Tolga Dede. Ama cesaret bir seçimdir. Armağanı sana başkası verir. Seçimi her sabah sen yaparsın. Aybüke bu sözleri anlamazdı; bir yeteneği olsa, her sabah seçim yapmak zorunda kalmayacağını düşünürdü.",
          "Kış gündönümü gecesi kül dağlarının üstünde kızıl bir ışık parladı. Nöbetçiler çan çaldı. Gökyüzünde, kanatları gölü bir uçtan bir uca gölgeleyen, pulları sönmüş kor rengindeki bir ejderha belirdi. Ejderha kalenin üstünde üç kez döndü ve nefesini bıraktı. Ama bu nefes ateş değil, griydi. Kül gibi.",
          "Sabah olduğunda Ak Kale'de kimse yeteneğini kullanamıyordu. Rüzgâr dinleyenler sağırdı, taş ısıtanlar üşüyordu, şifacılar kendi yaralarını bile saramıyordu. Yalnızca mutfaktaki kız, küllerin arasında, hiçbir şey kaybetmemiş olarak duruyordu. Çünkü kaybedecek hiçbir şeyi yoktu.",
        ],
      },
      {
        title: 'Kül Dağlarına Yol',
        paragraphs: [
          "Kraliçe Ilgın tahtında solgun ve yorgundu. Yeteneği, krallığın bütün sularını dinlemekti; şimdi ilk kez gölün sesini duymuyordu. Aybüke'yi taht odasına çağırdığında saray halkı fısıldaştı. Mutfak kızına ne işi olabilirdi ki kraliçenin?",
          "— Ejderha yetenekleri çaldı, dedi kraliçe. Ama senden alamadı, çünkü sende alınacak bir şey yok. Bu yüzden onun inine girebilecek tek kişi sensin. Ejderha yetenek kokusunu takip eder; seni görmez bile. Aybüke'nin dizleri titredi. — Ben sadece bir mutfak kızıyım, majesteleri. Kraliçe başını salladı. — Öyleyse bir mutfak kızı bu krallığı kurtaracak.",
          "Tolga Dede ona eski kılıcını, bir tulum su ve bir avuç tuz verdi. — Tuz seni korur, dedi. Ejderhanın külü tuza değince söner. Unutma, yetenek bir armağandır... Aybüke cümleyi tamamladı: — Cesaret bir seçimdir. Dede gülümsedi; ilk kez öğrencisinin bu sözü anladığını düşündü.",
          "Aybüke üç gün yürüdü. Göl kıyısından bozkıra, bozkırdan kül dağlarının eteklerine. Yolda yetenekleri çalınmış köyler gördü: ekmek pişiremeyen fırıncılar, yön bulamayan çobanlar, şarkı söyleyemeyen çocuklar. Her köyde biri ona bir şey verdi: bir ekmek, bir halat, bir şarkı. Dördüncü gün dağın tepesindeki mağaranın ağzına vardığında çantası hediyelerle doluydu.",
        ],
      },
      {
        title: 'Külün Kalbi',
        paragraphs: [
          "Mağaranın içi sıcak ve sessizdi. Duvarlarda yüzlerce küçük ışık titreşiyordu: gök mavisi, kor kırmızısı, yaprak yeşili. Çalınan yetenekler, cam kavanozlara hapsolmuş ateş böcekleri gibi duruyordu. Ve ortada, kıvrılmış, yaşlı ve çok yorgun ejderha uyuyordu.",
          "Aybüke kavanozlara yaklaştığında ejderha bir gözünü açtı. Kızı göremiyordu ama varlığını hissetti. — Kimsin sen? dedi, sesi mağarada yankılanarak. Kokun yok, rengin yok. Aybüke kılıcını kaldırdı, ama bir şey onu durdurdu. Ejderhanın pullarının altında, göğsünde, sönmek üzere olan küçük bir kor vardı.",
          "— Ölüyorsun, dedi Aybüke şaşkınlıkla. Ejderha uzun bir nefes verdi. — Bin yıldır yaşıyorum. Ateşim sönüyor. Yetenekleri, ateşimi yeniden yakmak için aldım. Ama hiçbiri işe yaramadı. Çünkü başkasının armağanıyla kimse ısınamaz.",
          "Aybüke bir an düşündü. Sonra çantasını açtı ve yoldaki köylerin ona verdiği her şeyi ejderhanın önüne koydu: fırıncının ekmeğini, çobanın halatını, çocukların öğrettiği şarkıyı. Şarkıyı yüksek sesle söyledi. Ejderhanın göğsündeki kor yavaşça parladı. — Bunlar armağan değil, dedi ejderha fısıltıyla. Bunlar paylaşılmış şeyler.",
          "— Yetenekleri geri ver, dedi Aybüke. Ben de sana her yıl bir şarkı getireyim. Her köyden bir ekmek, bir hikâye. Ejderha uzun süre sustu. Sonra mağaranın duvarlarındaki kavanozlar tek tek kırıldı ve ışıklar gökyüzüne, krallığa doğru uçtu.",
          "Aybüke Ak Kale'ye döndüğünde, Tuz Taşı'nın yanından geçerken ona dokundu. Taş yine beyaz kaldı. Ama bu kez Aybüke üzülmedi. Çünkü artık biliyordu: beyaz, bütün renklerin toplamıydı. Ve her kış gündönümünde, kül dağlarının üstünde, bir ejderhanın şarkı dinlediği anlatılır.",
        ],
      },
    ],
  },
  {
    authorUsername: 'defneuysal',
    title: 'Kelebek Kapısı',
    description:
      "Ankara'da, Hamamönü'ndeki babaannesinin eski evinde yazı geçiren Lal, bahçedeki dut ağacının kovuğunda küçük, ahşap bir kapı bulur. Kapı yalnızca gün batımında, yalnızca bir kelebek konduğunda açılır.\n\nÖbür tarafta, kelebeklerin hafızayı taşıdığı ve babaannesinin adının efsane olduğu bir dünya vardır.",
    categoryId: 3,
    telifId: 5,
    isMature: false,
    published: true,
    cover: { layout: 'pattern', palette: ['#cdb4db', '#ffc8dd', '#3a0ca3'], emblem: 'butterfly' },
    chapters: [
      {
        title: 'Dut Ağacı',
        paragraphs: [
          "Babaannesinin evi, Hamamönü'nün restore edilmiş beyaz ahşap evlerinin arasında, hiç restore edilmemiş tek evdi. Cumbası eğilmiş, kapısı gıcırdıyordu. Ama bahçesinde koca bir dut ağacı vardı ve Lal'in bütün çocukluk yazları o ağacın dallarında geçmişti.",
          "On beşinci yazında ağaç ona farklı göründü. Gövdesinin dibinde, köklerin arasında, daha önce hiç fark etmediği bir kovuk vardı. Kovuğun içinde avuç içi büyüklüğünde, oymalı, minicik bir kapı duruyordu. Kapının ortasında bir kelebek işlenmişti.",
          "— Babaanne, dedi akşam yemeğinde, ağacın dibindeki kapıyı kim yaptı? Babaannesi çatalını bıraktı. Uzun süre torununa baktı, sonra gülümsedi. — Ben yaptım, dedi. Senin yaşındayken. Ama o kapıyı açmak için sabırlı olman lazım, Lal'ciğim. Çok sabırlı.",
          "Lal bir hafta boyunca her gün batımında ağacın dibinde bekledi. Yedinci akşam, güneş kalenin arkasına inerken sarı bir kelebek bahçeye süzüldü ve kapının üstüne kondu. Minik kapı bir tıkırtıyla açıldı. İçeriden ılık bir rüzgâr ve ıhlamur kokusu çıktı. Lal eğildi ve elini kapıya uzattığı anda her şey büyüdü. Ya da o küçüldü.",
        ],
      },
      {
        title: 'Hafıza Kelebekleri',
        paragraphs: [
          "Gözlerini açtığında dev bir ormandaydı. Ağaçların yaprakları cam gibi parlıyor, havada binlerce kelebek uçuşuyordu. Her kelebeğin kanadında bir görüntü titreşiyordu: bir çocuğun gülüşü, bir düğün sofrası, yağmurda bekleyen bir tren. Kelebekler, anıları taşıyordu.",
          "— Yeni bir gelen! diye bağırdı biri. Lal döndüğünde karşısında kendi boyunda, kanatları yaprak damarlarına benzeyen bir kız gördü. Kızın adı Sümbül'dü ve bu ormanın bekçilerindendi. — Buraya en son gelen insan elli yıl önceydi, dedi Sümbül. Adı Nevin'di. Burada herkes onu bilir.",
          "Lal'in kalbi durdu. Nevin, babaannesinin adıydı. Sümbül onu ormanın ortasındaki büyük bir çınarın altına götürdü. Çınarın gövdesinde, tıpkı bahçedeki gibi bir kapı oyulmuştu ve altında bir yazı vardı: Unutulan her şey burada yaşar. N.",
          "— Nevin kelebeklerin dilini öğrendi, dedi Sümbül. İnsanların unuttuğu anıları toplamamıza yardım etti. Ama bir gün geri döndü ve bir daha gelmedi. O gittiğinden beri kelebekler azalıyor. Çünkü insanlar artık çok hızlı unutuyor ve kimse onları toplamıyor.",
          "Lal bir kelebeğin kanadına baktı. Görüntüde genç bir kız, bir dut ağacının dibinde minik bir kapı oyuyordu. Kızın yüzü tanıdıktı. Babaannesiydi. Ve yanında, ona tahta yonga uzatan küçük bir çocuk vardı: Lal'in babası.",
        ],
      },
      {
        title: 'Geri Dönüş',
        paragraphs: [
          "Sümbül, Lal'e kelebeklerin dilini öğretmeye başladı. Kanatların çırpınışı bir kelimeydi, renklerin değişimi bir cümle. Lal her akşam gün batımında dut ağacına iniyor, gece yarısına kadar ormanda kalıyordu. Babaannesi hiç soru sormuyordu; yalnızca sabahları kahvaltıda torununun gözlerine bakıp gülümsüyordu.",
          "Yazın son haftasında Lal, ormanda solmaya başlamış bir kelebek buldu. Kanadındaki görüntü silikleşiyordu: babaannesinin, elli yıl önce bu ormandan ayrılırken Sümbül'e el salladığı an. Babaannesi bu anı unutmak üzereydi. Lal kelebeği avuçlarına aldı ve kapıdan geri taşıdı.",
          "Babaannesi bahçede, dut ağacının altında oturuyordu. Lal kelebeği onun eline bıraktı. Yaşlı kadın kelebeğe baktı, gözleri doldu. — Sümbül, dedi fısıltıyla. Küçük Sümbül. Onu nasıl unutabildim? Kelebeğin kanatları yeniden parladı.",
          "Sonbahar geldiğinde Lal İstanbul'a, okuluna döndü. Ama her hafta sonu Ankara'ya gelmeye başladı. Babaannesiyle birlikte, gün batımında dut ağacının dibinde oturuyor, birbirlerine unutmamak istedikleri şeyleri anlatıyorlardı. Kovuktaki minik kapı artık her akşam açılıyordu. Ve ormanda kelebekler, yavaş yavaş yeniden çoğalıyordu.",
        ],
      },
    ],
  },
  {
    authorUsername: 'defneuysal',
    title: 'Keloğlan Yeniden: İstanbul Maceraları',
    description:
      "Hepimizin bildiği masal kahramanı Keloğlan, bir sabah kendini 2020'lerin İstanbul'unda, bir metrobüs durağında buluyor. Cebinde üç altın, aklında anasının öğütleri, karşısında ise akıllı telefonlar, kira artışları ve kuyruklar.\n\nHalk masallarına sevgiyle yazılmış bir hayran kurgusu: Keloğlan'ın zekâsı bu şehirde de işe yarar mı?",
    categoryId: 8,
    telifId: 6,
    isMature: false,
    published: true,
    cover: { layout: 'abstract', palette: ['#fcbf49', '#f77f00', '#003049'], emblem: 'sun' },
    chapters: [
      {
        title: 'Metrobüs Durağı',
        paragraphs: [
          "Bir varmış bir yokmuş, evvel zaman içinde, kalbur saman içinde, Keloğlan bir sabah gözlerini açtığında kendini çok tuhaf bir yerde bulmuş. Etrafında demir arabalar, demir arabaların içinde tıka basa insanlar, insanların elinde de ışıklı, küçük aynalar varmış. Keloğlan başını kaşımış: — Ana, demiş kendi kendine, bu nasıl bir pazar yeri böyle?",
          "Durağa kırmızı, upuzun bir araba yanaşmış. Herkes itişe kakışa binmiş. Keloğlan da binmiş ama turnike denen demir kapı onu geçirmemiş. Görevli bir abla, kart basması gerektiğini söylemiş. Keloğlan cebinden bir altın çıkarmış: — Bu olur mu bacım? Görevli önce altına, sonra Keloğlan'ın kel kafasına, sonra da yeniden altına bakmış.",
          "O sırada arkadan bir delikanlı seslenmiş: — Abi, ben basarım senin yerine, dert etme. Delikanlının adı Baran'mış, üniversitede okuyormuş ve Keloğlan masallarını çocukluğunda dedesinden dinlemiş. Keloğlan'ı görür görmez tanımış. Ama yüksek sesle söylememiş, çünkü kimse ona inanmazdı.",
          "Metrobüs Avcılar'dan Zincirlikuyu'ya doğru yol alırken Keloğlan cama yapışmış, şehri seyretmiş. — Bu şehrin padişahı kim ola? diye sormuş. Baran gülmüş. — Burada padişah yok abi. Ama kira veren ev sahipleri var, onlar padişahtan da beter.",
        ],
      },
      {
        title: 'Ev Sahibi Devi',
        paragraphs: [
          "Baran, Keloğlan'ı Kurtuluş'taki küçük öğrenci evine götürmüş. Ev dört kişilikmiş ama içinde altı kişi yaşıyormuş. Ev arkadaşları önce Keloğlan'a tuhaf tuhaf bakmışlar, sonra o mutfağa girip iki patates, bir soğan ve bir avuç bulgurdan sofra kurunca çok sevmişler.",
          "Ertesi gün ev sahibi Hikmet Bey gelmiş. Kirayı iki katına çıkaracağını, ödemeyenin ay sonunda evi boşaltacağını söylemiş. Öğrenciler boyunlarını bükmüş. Keloğlan ise ev sahibini baştan ayağa süzmüş, sonra gülümsemiş. — Efendi, demiş, bir iddiaya girelim. Ben sana üç bilmece sorayım. Bilirsen iki katı öderiz. Bilemezsen kira bir yıl aynı kalır.",
          "Hikmet Bey kahkahalarla gülmüş. Bu kel kafalı, şalvarlı adam ona ne sorabilirdi ki? İddiayı kabul etmiş. Keloğlan ilk bilmeceyi sormuş: — Ağzı var dili yok, gezer durur yolu yok. Herkese haber getirir, kendisi hiç okumaz. Hikmet Bey düşünmüş, düşünmüş. Mektup, demiş sonunda. Keloğlan başını sallamış: — Bildin. Şimdi ikincisi.",
          "İkinci bilmeceyi de bilmiş Hikmet Bey. Üçüncüde Keloğlan gözlerini kısmış: — Bir evim var, kapısı kirayla açılır, penceresi umutla. İçinde altı can yaşar, sahibi ise bir kez bile oturmaz. Bu ev kimin evidir? Hikmet Bey durmuş. Öğrencilere bakmış, dar mutfağa, üst üste kurulmuş yataklara. Cevabı biliyormuş. Ama söyleyememiş.",
          "O akşam Hikmet Bey gitmeden önce kapıda durmuş. — Kira aynı kalsın, demiş, sesi biraz mahcup. Bir de mutfak dolabı bozuk, ustayı gönderirim. Öğrenciler sevinçten havaya zıplamış. Keloğlan ise pencereden şehrin ışıklarına bakıp mırıldanmış: Devler de bazen insan olur, yeter ki biri onlara doğru bilmeceyi sorsun.",
        ],
      },
      {
        title: 'Anasının Öğüdü',
        paragraphs: [
          "Keloğlan bir hafta İstanbul'da kalmış. Baran'a közde patates pişirmeyi, ev arkadaşlarına da pazarlık etmeyi öğretmiş. Karşılığında o da telefonla fotoğraf çekmeyi, vapurda martılara simit atmayı ve sıcak çikolata içmeyi öğrenmiş. En çok da vapuru sevmiş; ona göre vapur, denizde yürüyen bir ev gibiymiş.",
          "Yedinci gün Keloğlan'ın yüzü asılmış. — Anam beni bekler, demiş. Köyde ekin var, çeşme başında bekleyen bir yâr var. Baran üzülmüş ama anlamış. — Peki nasıl döneceksin? demiş. Keloğlan omuz silkmiş: — Masal nereden getirdiyse oraya götürür.",
          "O gece Baran ona dedesinden dinlediği masalı anlatmış; Keloğlan'ın anasıyla birlikte köyde yaşadığı, tembelliği bırakıp kendi yolunu bulduğu o eski hikâyeyi. Masalın sonuna geldiğinde Keloğlan'ın gözleri kapanmış, yüzünde bir gülümseme belirmiş. Sabah olduğunda kanepede kimse yokmuş. Yalnızca bir altın ve buruşuk bir kâğıt.",
          "Kâğıtta kömürle, eğri büğrü harflerle şu yazıyormuş: Anam derdi ki, nereye gidersen git, aklını yanında taşı, kalbini de önünde. İstanbul büyük şehir ama sizin kalbiniz ondan da büyük. Kirayı sakın artırmasın o dev. Keloğlan. Baran o kâğıdı çerçeveletip kapının yanına asmış. Ev sahibi Hikmet Bey her geldiğinde ona uzun uzun bakarmış.",
        ],
      },
    ],
  },
  {
    authorUsername: 'defneuysal',
    title: 'Ankara 2091: Barış Anlatıyor',
    description:
      "Kaan Demirel'in Ankara 2091 serisine bir hayran kurgusu! Derin'in yanındaki sessiz kurye Barış'ın gözünden, kubbenin dışına çıkmadan önceki son gece ve kimsenin bilmediği geçmişi.\n\nYazarın izniyle yazıldı. Orijinal hikâyeyi okumadıysanız önce onu okuyun, spoiler içerir!",
    categoryId: 8,
    telifId: 7,
    isMature: false,
    published: true,
    cover: { layout: 'scene', palette: ['#0b132b', '#3a506b', '#6fffe9'], emblem: 'tower' },
    chapters: [
      {
        title: 'Kırk İkinci Kat',
        paragraphs: [
          "Derin'in bir kat üstünde oturduğumu o hiç bilmedi. Kırk ikinci kat, tek odalı, penceresi kubbenin batı duvarına bakan bir daire. Her gece saat dokuzda sahte gün batımı başladığında, ben perdeyi kapatırdım. Çünkü o batı duvarının ardında ne olduğunu biliyordum. Ben oradan gelmiştim.",
          "On iki yaşındaydım ve annemle birlikte kubbenin dışında, Nermin Teyze'nin yer altı bahçesinde yaşıyordum. Bir gün ATA-7'nin dronları bizi buldu. Annem beni kurtarmak için dronlara teslim oldu; beni kubbenin içine, bir yetimhaneye yerleştirdiler. Geçmişimi sildiğimi sandılar. Ama ben domateslerin kokusunu hiç unutmadım.",
          "Kurye olmayı bu yüzden seçtim. Kuryeler kubbenin kapılarından geçebilen tek insanlardı. Yıllarca dışarıya paket taşıdım, her seferinde Gölbaşı'na doğru biraz daha sapmaya çalıştım. Ama hiç cesaret edemedim. Ta ki o gece, Derin'in elinde titreyen gri kutuyu görene kadar.",
          "Kutuyu ilk kez Güvenpark'ta, dronun ona uzattığı anda gördüm. Uzaktan izliyordum. Kutunun yüzeyindeki ince çizgileri tanıdım; annemin yıllar önce bana gösterdiği haritaydı bu. Nermin Teyze hâlâ hayattaydı. Ve birisi, bana ulaşamadığı için, kutuyu Derin'e göndermişti.",
        ],
      },
      {
        title: 'Kapıyı Çalmadan Önce',
        paragraphs: [
          "O gece Derin'in kapısının önünde tam kırk dakika bekledim. Elimi kaldırdım, indirdim. Ona ne diyecektim? Ben kubbenin dışında doğdum, annem hâlâ orada bir yerde olabilir, lütfen o kutuyu teslim etme mi? Bana inanmazdı. Kimse inanmazdı.",
          "Sonra aklıma annemin son sözleri geldi. Dronlar onu götürürken bana dönmüş, gülümsemişti. — Bir gün yağmur yağacak Barış, demişti. O gün kendi gökyüzüne bak. Ben o gün hâlâ gelmedi diye düşünüyordum. Ama belki de o günü birilerinin getirmesi gerekiyordu.",
          "Sabaha karşı altıyı elli geçe kapıyı çaldım. Derin kapıyı açtığında yüzünde uykusuzluk vardı; kutuyu bütün gece izlediği belliydi. Söylemek istediğim bütün uzun cümleler aklımdan uçtu. Sadece şunu diyebildim: — Kutuyu teslim etme.",
          "Sonrasını Kaan Abi'nin hikâyesinden biliyorsunuz. Tüneller, kapı, göl yatağı, Nermin Teyze'nin bahçesi. Ama bilmediğiniz bir şey var: bahçeye indiğimizde, domatesleri sulayan kadınların arasında, saçları beyazlamış birini gördüm. Bana doğru döndü. Gülümsedi. Ve o an, kubbenin altında geçirdiğim on beş yıl, bir yağmur damlası kadar küçüldü.",
        ],
      },
    ],
  },
  // ───────────────────────────── Cemre Akın ─────────────────────────────
  {
    authorUsername: 'cemre.akin',
    title: "Eylül'e Mektuplar",
    description:
      "Bir yaz bitiyor, bir mevsim başlıyor. Gidene, kalana ve hiç gelmeyene yazılmış şiirler.\n\nHer bölüm bir mektup, her mektup bir sonbahar.",
    categoryId: 20,
    telifId: 1,
    isMature: false,
    published: true,
    cover: { layout: 'minimal', palette: ['#582f0e', '#936639', '#ffe8d6'], emblem: 'quill' },
    chapters: [
      {
        title: 'Birinci Mektup: Gidene',
        paragraphs: [
          "Eylül geldi, sen gelmedin.\nBalkondaki fesleğen sarardı,\nçay bardağının dibinde bir yaz kaldı,\nben onu içemedim.",
          "Adını rüzgâra söyledim,\nrüzgâr onu Karaköy'e götürdü.\nVapur düdüğüne karıştı,\nmartılar bir süre seni çağırdı,\nsonra onlar da sustu.",
          "Sana yazdığım her mektup\nbir kuşun kanadına sığar.\nKuşlar güneye gider bu mevsim;\nbelki biri uğrar penceresine,\nbelki biri unutur beni, seni değil.",
          "Gidene kızmak kolay,\nzor olan kapıyı açık bırakmak.\nBen bıraktım.\nEylül içeri girdi, sen girmedin.\nYine de kapatmadım.",
        ],
      },
      {
        title: 'İkinci Mektup: Kalana',
        paragraphs: [
          "Sen kaldın,\nbütün kalabalık gittikten sonra\nmasayı toplayan el oldun.\nKırık bardağı kimse fark etmeden\ncebine koyan, sessiz bir el.",
          "Kalana kimse şiir yazmaz,\nçünkü kalan zaten oradadır.\nSabah ekmeği o alır,\nsaksıyı o sular,\nyağmurda çamaşırları o toplar.",
          "Bugün sana yazıyorum işte,\ngecikmiş bir teşekkür gibi.\nBir çiçek değil bu, bir çay.\nDemi tam, şekeri iki,\ntam senin sevdiğin gibi.",
          "Eylül'ün en güzel yanı sensin:\ngiden yapraklar arasında\ndalında duran son yaprak.\nRüzgâr seni de çağıracak biliyorum.\nAma bugün buradasın. Bugün yeter.",
        ],
      },
      {
        title: 'Üçüncü Mektup: Hiç Gelmeyene',
        paragraphs: [
          "Seni hiç tanımadım,\nama her kalabalıkta aradım.\nOtobüs camlarında, kitap kenarlarında,\nbir yabancının gülüşünde\nyarım kalmış bir merhaba gibi.",
          "Belki sen de beni arıyorsun,\nbaşka bir şehrin başka bir eylülünde.\nBelki aynı yıldıza bakıyoruz\nfarklı pencerelerden,\nikimiz de bunu bilmeden.",
          "Hiç gelmeyene mektup yazmak\nbir tohumu toprağa bırakmaktır;\nne zaman açacağını bilmezsin,\nama suyunu eksik etmezsin.",
          "Bu mektubu bir şişeye koydum,\nİzmir'in denizine bıraktım.\nBulursan, cevap yazma.\nSadece bir sonbahar akşamı\npencereni aç ve gülümse.\nBen anlarım.",
        ],
      },
    ],
  },
  {
    authorUsername: 'cemre.akin',
    title: 'Bozkırda Sessizlik',
    description:
      "İstanbul'da reklam ajansında çalışan Zerrin, bir sabah sesini kaybeder. Doktorlar hiçbir şey bulamaz. Zerrin bir sırt çantası alır ve Kapadokya'ya, Avanos'ta çömlek yapan yaşlı bir ustanın yanına gider.\n\nSessizliğin bir dil olduğunu, çamurun sabır öğrettiğini ve insanın kendi sesini ancak dinlemeyi öğrenince bulduğunu anlatan sakin bir yolculuk.",
    categoryId: 16,
    telifId: 3,
    isMature: false,
    published: true,
    cover: { layout: 'abstract', palette: ['#ddbea9', '#cb997e', '#6b705c'], emblem: 'wheat' },
    chapters: [
      {
        title: 'Sessiz Sabah',
        paragraphs: [
          "Zerrin bir salı sabahı uyandığında sesinin gittiğini fark etti. Boğazı ağrımıyordu, ateşi yoktu. Sadece konuşmaya çalıştığında hiçbir şey çıkmıyordu. Sanki içindeki bir kapı sessizce kapanmış, anahtarı da kaybolmuştu.",
          "Doktorlar onu dinledi, muayene etti, tahliller istedi. Hepsi temiz çıktı. Biri stres dedi, biri yorgunluk, biri de biraz dinlenmesi gerektiğini söyledi. Ajanstaki patronu, sesine gerek olmayan işler verebileceğini yazdı. Zerrin mesajı okudu ve telefonu kapattı.",
          "O akşam eski bir defteri karıştırırken üniversitedeyken yaptığı bir geziden bir fotoğraf buldu. Avanos'ta, Kızılırmak'ın kıyısında bir çömlek atölyesi. Fotoğrafın arkasında, yaşlı bir ustanın el yazısıyla bir cümle vardı: Çamur acele edeni sevmez. Ne zaman istersen gel kızım.",
          "Ertesi sabah Zerrin bir sırt çantası hazırladı ve Kayseri otobüsüne bindi. Yol boyunca camdan bozkırı seyretti. Uzun, sarı, sonsuz bir sessizlik. İlk kez bu sessizlik ona korkutucu gelmedi.",
        ],
      },
      {
        title: 'Çamur',
        paragraphs: [
          "Usta Halil, onu atölyenin kapısında tanıdı. On yıl geçmişti ama yaşlı adam hiç değişmemişti; elleri yine çamurlu, gülüşü yine sakindi. Zerrin konuşamadığını anlatmak için telefonuna yazmaya başladı. Usta elini onun eline koydu, yazmasına izin vermedi. — Anlatma, dedi. Otur.",
          "Zerrin'i çarkın başına oturttu, önüne bir topak kırmızı çamur koydu. — Ayağınla çarkı çevir, ellerinle çamuru dinle, dedi. Çamur sana nereye gitmek istediğini söyler. Sen sadece yol ver. İlk gün Zerrin'in yaptığı her şey çöktü. İkinci gün de, üçüncü gün de.",
          "Dördüncü gün Zerrin öfkeyle çamuru çarktan söküp masaya fırlattı. Usta hiçbir şey demedi, bir bardak çay koydu önüne. Sonra atölyenin kapısını açıp dışarıyı gösterdi: Kızılırmak'ın kızıl suyu, karşı kıyıda peri bacaları, gökyüzünde süzülen bir şahin. Hiçbiri acele etmiyordu.",
          "— Nehir bu kayaları bin yılda oydu, dedi Usta Halil. Sen bir çanağı dört günde yapmak istiyorsun. Zerrin güldü. Sessiz bir gülüştü bu, ama gülüştü. Haftalardır ilk kez.",
        ],
      },
      {
        title: 'İlk Kelime',
        paragraphs: [
          "Üçüncü haftanın sonunda Zerrin'in çarkında ilk kez bir çanak ayakta durdu. Yamuktu, kenarı incelmişti, ama ayaktaydı. Usta Halil onu fırına verdi. Ertesi sabah fırından çıktığında çanak kırmızı, sıcak ve çok güzeldi.",
          "O akşam Zerrin atölyenin damında oturup bozkırın üstünde batan güneşi izledi. Ezan sesi, uzaktan bir köpek havlaması, nehrin şırıltısı. Sessizliğin aslında hiç sessiz olmadığını fark etti. İstanbul'da kendi sesinden başka hiçbir şey duymamıştı; belki de bu yüzden sesi yorulup gitmişti.",
          "Usta Halil yanına geldi, elinde iki bardak çay vardı. Bir tanesini ona uzattı. Zerrin bardağı aldı, sıcaklığını avuçlarında hissetti ve hiç düşünmeden fısıldadı: — Teşekkür ederim. Sesi kısık, pürüzlü, ama kendisine aitti.",
          "Usta şaşırmadı. Yalnızca başını salladı ve gökyüzüne baktı. — Çamur acele edeni sevmez, dedi. Ses de öyle. Zerrin bir ay daha Avanos'ta kaldı. İstanbul'a döndüğünde işine geri dönmedi; Balat'ta küçük bir çömlek atölyesi açtı. Kapısının üstünde bir tabela var: Sessiz Çarklar. Burada acele eden yok.",
        ],
      },
    ],
  },
  {
    authorUsername: 'cemre.akin',
    title: 'Gece Defteri',
    description:
      "Uykusuz gecelerde yazılmış kısa şiirler. Henüz bitmedi; her gece bir sayfa daha ekleniyor.",
    categoryId: 20,
    telifId: 4,
    isMature: false,
    published: false,
    cover: { layout: 'typographic', palette: ['#000814', '#001d3d', '#ffc300'], emblem: 'moon' },
    chapters: [
      {
        title: 'Saat Üç',
        paragraphs: [
          "Saat üç,\nşehir uyudu,\nben uyumadım.\nBuzdolabının uğultusu\ntek arkadaşım bu gece.",
          "Ay pencereye dayanmış,\nbir şey söyleyecek gibi.\nSöylemiyor.\nBen de sormuyorum.\nİkimiz de biliyoruz zaten.",
          "Kimse bilmez gecenin\nkaç tane sesi olduğunu.\nBir kapı, bir kedi,\nuzakta bir taksi,\nve içimde, çok içimde,\nhenüz yazılmamış bir şiir.",
          "Sabah olunca\nbu satırları okuyup\nutanacağım belki.\nAma şimdi gece,\nve gece hiçbir şeyden utanmaz.",
        ],
      },
      {
        title: 'Saat Dört',
        paragraphs: [
          "Çay soğudu,\nben ısıtmadım.\nBazı şeyler soğuk da güzel,\nmesela eski mektuplar,\nmesela sen.",
          "Gökyüzü maviye dönüyor yavaş yavaş,\nbir martı ilk kez bağırıyor.\nŞehir uyanmadan önce\nbir nefes alıyor,\nben de onunla.",
          "Gece defterini kapatıyorum,\nyarın yine açarım.\nKalemin ucunda bir kelime kaldı,\nonu da rüyama bırakıyorum.",
          "Günaydın, diyorum kimseye.\nKimse cevap vermiyor.\nAma güneş doğuyor,\nbu da bir cevap sayılır.",
        ],
      },
    ],
  },
  // ───────────────────────────── Onur Güneş ─────────────────────────────
  {
    authorUsername: 'onurgunes',
    title: 'Kuyudaki Ses',
    description:
      "Kastamonu'nun ormanlık bir köyünde, babaannesinden kalan eve taşınan Kadir, bahçedeki eski kuyudan her gece adını fısıldayan bir ses duyar. Köylüler kuyunun elli yıldır mühürlü olduğunu söyler.\n\nBazı sırlar toprağın altında kalmak ister. Bazıları ise duyulmayı bekler. (Karanlık temalar ve korku öğeleri içerir.)",
    categoryId: 10,
    telifId: 1,
    isMature: true,
    published: true,
    cover: { layout: 'minimal', palette: ['#0b090a', '#161a1d', '#a4161a'], emblem: 'ripples' },
    chapters: [
      {
        title: 'Mühürlü Kapak',
        paragraphs: [
          "Ev, köyün en ucunda, ormanın başladığı yerdeydi. Kadir babaannesinin cenazesinden sonra Ankara'daki işinden ayrılmış, bu iki katlı ahşap eve yerleşmişti. Şehirden kaçmak istiyordu; sessizlik, odun kokusu ve baykuş sesleri ona iyi gelecekti. En azından öyle düşünüyordu.",
          "Bahçenin ortasında taş bir kuyu vardı. Ağzı kalın bir demir kapakla kapatılmış, kapağın üstüne paslı bir zincir dolanmıştı. Zincirin ucunda eski bir asma kilit sallanıyordu. Kadir kuyunun neden kapatıldığını köy kahvesinde sorduğunda herkes sustu. Yalnızca yaşlı Şerife Nine, tespihini çekerken başını iki yana salladı.",
          "— O kuyuyu açma evladım, dedi. Senin babaannen elli yıl önce kendi elleriyle mühürledi onu. Neden, diye sormadık. Sormadık, çünkü biliyorduk. Kadir daha fazla bir şey öğrenemedi. Köylüler ona iyi geceler dileyip birer birer kalktılar.",
          "O gece ilk kez duydu sesi. Saat gece yarısını geçmişti, rüzgâr dinmişti. Bahçeden, çok derinlerden, boğuk bir fısıltı yükseliyordu: — Kadiiir. Kadir yatağında doğruldu. Pencereden baktığında ay ışığı kuyunun demir kapağında parlıyordu. Zincir, rüzgâr olmadığı halde hafifçe sallanıyordu.",
        ],
      },
      {
        title: 'Babaannenin Defteri',
        paragraphs: [
          "Ses her gece tekrarlandı. Kadir uyuyamaz oldu; gözlerinin altı morardı, elleri titremeye başladı. Bir öğleden sonra tavan arasını temizlerken babaannesinin çeyiz sandığını buldu. Sandığın dibinde, bez bir kese içinde, sararmış bir defter vardı.",
          "Defter 1974 yılında tutulmuştu. Babaannesi genç bir kadınken yazmıştı. Satırlar kısa ve korkuluydu: Bugün kuyudan yine ses geldi. Adımı söylüyor. Köyün imamı, kuyunun altında eski bir mağara olduğunu, sesin oradan geldiğini söylüyor. Ama ben o sesi tanıyorum. Kardeşim Hasan'ın sesi bu.",
          "Kadir sayfaları hızla çevirdi. Hasan, babaannesinin küçük kardeşiydi; on yaşında bir kış gecesi ormanda kaybolmuş, bir daha bulunamamıştı. Babaannesi yıllarca onu aramış, sonra bir gün kuyudan gelen sesi duymaya başlamıştı. Defterin son sayfasında titrek harflerle tek bir cümle vardı: Hasan'ı bulamadım. Ama sesini mühürledim, çünkü onu dinlemeye dayanamıyordum.",
          "O gece ses farklıydı. Adını değil, başka bir şey söylüyordu: — Aşağı. Aşağı bak. Kadir el fenerini aldı, zincire baktı. Kilit paslanmış, kolayca kırılacak kadar incelmişti. Kalbi göğsünü döverken kilidi bir taşla kırdı ve ağır kapağı kenara itti.",
        ],
      },
      {
        title: 'Aşağıda',
        paragraphs: [
          "Kuyunun içi kuruydu. El fenerinin ışığı taş duvarlardan aşağı, on metre kadar indi ve bir tabana ulaştı. Tabanın yanında duvarda dar bir açıklık vardı; eskiden suyun aktığı bir yer altı geçidi. Kadir halatı bir ağaca bağlayıp aşağı indi. Toprak ve yosun kokuyordu. Ve çok soğuktu.",
          "Geçit birkaç metre sonra küçük bir mağaraya açıldı. Mağaranın duvarlarında rüzgâr, taşların arasındaki oyuklardan geçerken boğuk bir ıslık çıkarıyordu. Kadir bir an durdu. Işığı çevirdiğinde, ıslığın bazen tıpkı bir insan sesi gibi kıvrıldığını duydu. Kadiiir. Sonra başka bir şey gördü.",
          "Mağaranın köşesinde, yosun tutmuş bir taşın üstünde, paslanmış bir çocuk fenerinin kalıntıları ve tahtadan oyulmuş küçük bir at duruyordu. Atın altında, bıçakla kazınmış iki harf vardı: H.K. Hasan Karaca. Babaannesinin kardeşi ormanda kaybolmamıştı. Bu geçide düşmüş, yolunu bulamamıştı.",
          "Kadir tahta atı göğsüne bastırarak yukarı çıktı. Ertesi gün köy imamı ve muhtarla birlikte mağaraya yeniden indiler; kaybolan çocuk için yarım asır sonra dualar okundu, mezarlığa babaannesinin yanına küçük bir taş dikildi. O gece Kadir pencereden kuyuya baktı. Kapak açıktı ama hiçbir ses gelmiyordu.",
          "Yalnızca, sabaha karşı, rüzgâr çok hafifçe esti ve mağaranın ağzından geçerken bir kez, son bir kez fısıldadı. Bu kez Kadir'in adını söylemedi. Teşekkür eder gibiydi. Kadir kuyuyu bir daha kapatmadı. Ama ağzına bir çit yaptı ve yanına bir ıhlamur fidanı dikti.",
        ],
      },
    ],
  },
  {
    authorUsername: 'onurgunes',
    title: 'Yalıdaki Misafir',
    description:
      "Arnavutköy'deki yüz elli yıllık bir yalıya bakıcı olarak işe giren Nazlı'ya tek bir kural söylenir: güneş battıktan sonra üst kattaki misafire kapıyı yalnızca o isterse aç.\n\nMisafir, gece yarısı piyano çalan, hiç yemek yemeyen ve Nazlı'nın büyük dedesini tanıdığını iddia eden zarif bir beyefendidir. (Vampir teması, karanlık atmosfer ve gerilim içerir.)",
    categoryId: 19,
    telifId: 2,
    isMature: true,
    published: true,
    cover: { layout: 'framed', palette: ['#1a0a12', '#4a0e2e', '#d4af37'], emblem: 'bat' },
    chapters: [
      {
        title: 'Kurallar',
        paragraphs: [
          "Yalının kâhyası Mebrure Hanım, Nazlı'ya evi gezdirirken hiç gülümsemedi. Zemin kattaki kayıkhane, Boğaz'a bakan salonlar, kristal avizeler, her köşede bir saat. Hepsi durmuş, hepsi gece yarısını gösteriyordu. — Saatleri kurmayın, dedi Mebrure Hanım. Beyefendi tik tak sesinden hoşlanmaz.",
          "Sonra Nazlı'yı üst kata çıkan merdivenin başına götürdü. Merdivenin sonunda ceviz ağacından, oymalı bir kapı vardı. — Güneş battıktan sonra bu kapıyı yalnızca o isterse açarsınız, dedi kâhya. İsterse üç kez vurur. İstemezse, ne duyarsanız duyun, açmazsınız. Anlaşıldı mı?",
          "Nazlı başını salladı. Üniversite harcını çıkarmak için bu işe ihtiyacı vardı ve maaş, teklif edilebilecek her şeyin üç katıydı. Tuhaf bir yaşlı adamın tuhaf huylarına katlanabilirdi. Mebrure Hanım o akşam evden ayrıldı; yalıda Nazlı ve üst kattaki misafir yalnız kaldı.",
          "Gece yarısı piyano sesiyle uyandı. Üst kattan, çok eski, çok hüzünlü bir melodi geliyordu. Nazlı yatağında kıpırdamadan dinledi. Melodi bitince kapıya üç kez vuruldu. Tak. Tak. Tak. Nazlı'nın nefesi kesildi. Sonra merdivenden sakin, kadife gibi bir ses geldi: — Korkmayın. Sadece bir bardak su rica edecektim.",
        ],
      },
      {
        title: 'Ceviz Kapının Ardı',
        paragraphs: [
          "Üst kattaki oda mum ışığıyla aydınlanıyordu. Pencerenin önünde, Boğaz'ın karanlık sularına bakan, uzun boylu, solgun bir adam duruyordu. Otuzlu yaşlarında görünüyordu, ama giysileri yüz yıl öncesinin modasıydı. Nazlı suyu masaya bıraktı. Adam bardağa dokunmadı.",
          "— Adım Kâmran, dedi adam, hâlâ pencereye bakarak. Bu yalı bana ait. 1881'den beri. Nazlı güldü, sonra adamın yüzüne bakınca gülmesi boğazında kaldı. Adamın gözleri mum ışığını, bir kedinin gözleri gibi geri yansıtıyordu.",
          "— Sizi neden işe aldığımı merak ediyorsunuz, değil mi? dedi Kâmran Bey. Çünkü soyadınız Özbey. Büyük dedeniz Sabri Özbey, bu yalının bahçıvanıydı. Bana iyi davranan son insandı. Öldüğünde ona, ailesini bir gün bulacağıma söz verdim. Yüz yıl sürdü.",
          "Nazlı geri geri kapıya doğru yürüdü. Kâmran Bey kıpırdamadı. — Size zarar vermem, dedi yorgun bir sesle. Yüz yıldır kimseye vermedim. Kayıkhanedeki balıkçılardan kan alırım, parasıyla, gönüllü olarak. Bu şehirde her şeyin bir pazarlığı vardır. Ama size bir şey sormam gerek. Büyük dedeniz size bir kutu bıraktı mı?",
        ],
      },
      {
        title: 'Gün Doğmadan',
        paragraphs: [
          "Kutu, Nazlı'nın annesinin evinde, Kuzguncuk'ta, dolabın üstündeydi. Çocukluğundan beri orada duran, kimsenin açmadığı gümüş bir kutu. Ertesi gün onu getirdiğinde güneş henüz batmamıştı. Kapının önünde bekledi. Üç vuruş geldiğinde içeri girdi.",
          "Kâmran Bey kutuyu titreyen ellerle açtı. İçinde sararmış bir mektup ve kurumuş bir gül vardı. Mektup, bir kadının el yazısıydı: Kâmran, seni bekledim. Gelmedin. Sabri bana ne olduğunu anlattı. Kim olursan ol, neye dönüşürsen dönüş, ben seni affettim. Leyla. Adam mektubu okurken ilk kez Boğaz'ın üstündeki karanlığa değil, Nazlı'nın yüzüne baktı.",
          "— Onu kendi ellerimle uzaklaştırdım, dedi. Dönüştüğüm şeyden korksun diye. Yüz yıl boyunca beni affetmediğini düşündüm. Yalının saatlerini bu yüzden durdurdum. Zaman, affedilmeyen biri için geçmez.",
          "O gece Kâmran Bey piyanonun başına oturdu ve Nazlı'ya ilk melodiyi baştan sona çaldı. Sonra ayağa kalktı, salondaki saatlerden birini kurdu. Tik tak sesi yalıyı doldurdu. — Sabah olunca gideceğim, dedi. Nereye, diye sordu Nazlı. Adam gülümsedi. — Yüz yıldır görmediğim bir şeyi görmeye. Gün doğumunu.",
          "Sabah Nazlı uyandığında yalı sessizdi. Üst kattaki kapı açıktı, oda boştu. Pencerenin önünde, Boğaz'a doğru açılmış bir sandalye ve sandalyenin üstünde kurumuş bir gül duruyordu. Bütün saatler çalışıyordu. Yalının tapusu, bir avukatın getirdiği zarfla, bir hafta sonra Nazlı'nın adına geçti.",
        ],
      },
    ],
  },
  {
    authorUsername: 'onurgunes',
    title: 'Beşinci Oda',
    description:
      "Kars'taki eski Baltık mimarisi bir otelde kışı geçiren fotoğrafçı Ece, otelin koridorunda numarası olmayan bir kapı fark eder. Resepsiyondaki yaşlı adam otelin yalnızca dört odası olduğunu söyler.\n\nAma her gece, tam saat ikide, beşinci odanın kapısının altından ışık sızar.",
    categoryId: 10,
    telifId: 5,
    isMature: false,
    published: true,
    cover: { layout: 'split', palette: ['#2b2a33', '#d9d4c7', '#9d0208'], emblem: 'door' },
    chapters: [
      {
        title: 'Kar Oteli',
        paragraphs: [
          "Kars'a vardığında kar, şehrin bütün seslerini yutmuştu. Ece kamerasını boynuna asıp, kalın taş duvarlı, yüksek pencereli eski bir binanın kapısını itti. Otelin tabelasında yalnızca Kar yazıyordu. İçerisi sıcaktı; sobada odun çıtırdıyor, duvardaki eski saat ağır ağır tıkırdıyordu.",
          "Resepsiyondaki yaşlı adam, İlhami Bey, ona bir numaralı odanın anahtarını verdi. — Otelimiz küçüktür, dedi. Dört oda, dört misafir. Kışın da zaten kimse gelmez. Siz bu yıl ilk misafirsiniz. Ece anahtarı aldı, merdivenleri çıktı, koridorda odaları saydı: bir, iki, üç, dört. Ve koridorun sonunda, numarası olmayan beşinci bir kapı.",
          "Kapı diğerlerinden farklıydı; daha eski, daha koyu bir ahşaptan yapılmıştı. Pirinç tokmağında bir anahtar deliği vardı ama anahtar yoktu. Ece kapıyı fotoğrafladı, sonra omuz silkti. Eski binalarda böyle şeyler olurdu; belki bir depo, belki bir kiler.",
          "Gece saat ikide uyandı. Neden uyandığını bilmiyordu. Koridordan hafif bir müzik sesi geliyordu; eski bir gramofon gibi cızırtılı bir vals. Ece kapısını araladı. Koridorun sonunda, beşinci kapının altından sarı bir ışık sızıyordu.",
        ],
      },
      {
        title: 'İki Saat',
        paragraphs: [
          "Sabah kahvaltısında İlhami Bey'e müziği sordu. Yaşlı adam çayını karıştırmayı bıraktı. — Müzik mi? dedi. Ben bir şey duymadım. Beşinci kapıyı sorunca ise yüzü soldu. — O kapı açılmaz kızım. Babam kapattırdı onu, ben daha çocukken.",
          "Ece o gün şehirde dolaşırken bir antikacıya uğradı. Dükkânın vitrininde eski Kars fotoğrafları vardı. Birinde, Kar Oteli'nin önünde, 1950'lerde çekilmiş bir düğün fotoğrafı duruyordu. Gelin beyaz bir kürk giymişti ve gülümsüyordu. Antikacı, gelinin otelin sahibinin kızı olduğunu, düğünden bir hafta sonra trenle İstanbul'a gittiğini ve bir daha dönmediğini söyledi.",
          "O gece Ece saat ikiyi bekledi. Vals başladığında kamerasını aldı ve koridora çıktı. Işık yine kapının altından sızıyordu. Ece kapıya yaklaşıp deklanşöre bastı. Flaş patladığında müzik aniden kesildi. Işık söndü. Koridor karanlık ve sessizdi.",
          "Odasına dönüp fotoğrafa baktığında elleri titredi. Kapı fotoğrafta aralıktı. Ve aralıktan, beyaz kürklü, gülümseyen genç bir kadın dışarı bakıyordu.",
        ],
      },
      {
        title: 'Vals',
        paragraphs: [
          "Ece fotoğrafı İlhami Bey'e gösterdiğinde yaşlı adam uzun süre konuşamadı. Sonra gözlüğünü çıkarıp gözlerini sildi. — Ablam, dedi. Nesrin. Ben altı yaşındaydım o evlendiğinde. Düğün gecesi beşinci odada dans ettiler. Sonra İstanbul'a gittiler ve bir mektup bile yazmadı. Babam o kadar kırıldı ki odayı kapattırdı, adını bir daha evde söyletmedi.",
          "— Belki yazmıştır, dedi Ece yavaşça. Belki mektuplar gelmiştir. İlhami Bey başını kaldırdı. Birlikte otelin bodrumundaki eski sandıkları karıştırdılar. En dipteki sandıkta, babasının hiç açmadığı, bir bağ halinde bekleyen kırk yedi mektup buldular. Hepsi Nesrin'den. Hepsi aynı cümleyle bitiyordu: Baba, beni affet ve kapıyı aç.",
          "O akşam İlhami Bey bir çilingir çağırdı. Beşinci kapı yetmiş yıl sonra ilk kez açıldığında içerisi tozlu ama düzgündü; bir gramofon, bir ayna, bir vazo kurumuş karanfil. İlhami Bey gramofona bir plak koydu. Vals bütün otelde yankılandı.",
          "Ece o gece saat ikide uyanmadı. Sabaha kadar deliksiz uyudu. Kars'tan ayrılırken İlhami Bey ona bir anahtar verdi: beşinci odanın anahtarı. — Gelecek kış yine gel, dedi. Artık beş odamız var. Ece trende fotoğraflarına bakarken, koridor fotoğrafındaki beşinci kapının artık ardına kadar açık durduğunu fark etti.",
        ],
      },
    ],
  },
  {
    authorUsername: 'onurgunes',
    title: 'Rüyada Gelen Adres',
    description:
      "Kırk gündür her gece aynı rüyayı gören hemşire Songül, rüyasında İzmir'de hiç gitmediği bir sokağı, mavi kapılı bir evi ve kapıda onu bekleyen bir kadını görür. Kadın her seferinde aynı adresi söyler.\n\nBir sabah Songül o adresi haritada arar. Adres gerçektir.",
    categoryId: 14,
    telifId: 3,
    isMature: false,
    published: true,
    cover: { layout: 'pattern', palette: ['#3d348b', '#7678ed', '#f7b801'], emblem: 'eye' },
    chapters: [
      {
        title: 'Kırk Gece',
        paragraphs: [
          "Rüya her gece aynı başlıyordu. Songül dar, yokuş bir sokakta yürüyor, iki yanında begonvillerle kaplı duvarlar, ileride mavi bir kapı. Kapının önünde yaşlı, beyaz tülbentli bir kadın bekliyordu. Kadın her seferinde onun elini tutuyor ve aynı şeyi söylüyordu: Karataş, Hatay Caddesi'nin arkası, Begonvil Sokak, on dört numara. Gel kızım, geç kalma.",
          "Songül Erzurum'da bir hastanede hemşireydi ve hayatında hiç İzmir'e gitmemişti. İlk on gece bunu yorgunluğa bağladı. Yirminci gece bir psikologla konuştu. Otuzuncu gece artık uykuya dalmaktan korkuyordu. Kırkıncı sabah telefonunu açıp haritaya adresi yazdı.",
          "Ekranda, İzmir Karataş'ta, Begonvil Sokak belirdi. On dört numaranın sokak görüntüsünü açtığında nefesi kesildi: yokuş sokak, begonvilli duvarlar, mavi bir kapı. Rüyasındaki her ayrıntı yerli yerindeydi.",
          "O gün hastaneden üç gün izin aldı. Akşam otobüse binerken annesini aradı, nereye gittiğini söylemedi. Sadece, bir şeyi öğrenmem lazım anne, dedi. Annesi telefonun öbür ucunda bir süre sustu. Sonra çok tuhaf bir şey söyledi: — İzmir'e mi gidiyorsun?",
        ],
      },
      {
        title: 'Mavi Kapı',
        paragraphs: [
          "İzmir'e sabah vardı. Tarihi Asansör'ün yanından yukarı, dar sokaklardan Begonvil Sokak'a yürüdü. Mavi kapının önünde durduğunda elleri terlemişti. Kapıyı çaldı. Kapıyı açan, kırklarında, gözlüklü bir adamdı. — Buyurun? dedi.",
          "Songül ne diyeceğini bilemedi. Sonunda rüyayı anlattı, yaşlı kadını tarif etti. Adamın yüzü değişti. İçeri girip bir fotoğrafla döndü: beyaz tülbentli, gülümseyen yaşlı bir kadın. — Anneannem, dedi. Saadet. Kırk gün önce vefat etti. Ölmeden önce sürekli bir isim sayıklıyordu: Songül. Biz kim olduğunu hiç bilemedik.",
          "Songül duvara tutundu. Adam onu içeri aldı, bir bardak su verdi. Salonun duvarında eski fotoğraflar asılıydı. Birinde, genç Saadet Hanım kucağında bir bebek tutuyordu. Bebeğin battaniyesine elle işlenmiş bir isim vardı: Songül.",
          "O akşam Songül annesini yeniden aradı ve bu kez her şeyi sordu. Annesi uzun süre ağladı, sonra anlattı. Songül, İzmir'de doğmuştu. Gerçek annesi doğumda hayatını kaybetmiş, bebeği ilk aylarında anneannesi Saadet Hanım büyütmüştü. Sonra çocuk sahibi olamayan bir hemşire çift, yani Songül'ün annesiyle babası, onu evlat edinmiş ve Erzurum'a taşınmıştı.",
        ],
      },
      {
        title: 'Begonviller',
        paragraphs: [
          "— Saadet Hanım seni hiç unutmadı, dedi annesi telefonda. Her yıl doğum gününde bir kart gönderirdi. Ben korktum kızım. Seni kaybederim diye kartları sana göstermedim. Hepsi evde, bir kutuda duruyor. Songül'ün içinde öfke ile sevgi aynı anda kabardı, sonra yavaşça yatıştı. Annesi onu otuz iki yıl sevmişti. Saadet Hanım da.",
          "Saadet Hanım'ın torunu Alper, Songül'ün kuzeniydi. Ertesi gün onu Saadet Hanım'ın mezarına götürdü. Mezar taşının başında küçük bir begonvil fidanı vardı. Songül fidanın yanına diz çöktü ve ilk kez, rüyada değil gerçekte, o ismi söyledi: — Anneanne. Geldim.",
          "O gece rüyasında son kez mavi kapıyı gördü. Saadet Hanım kapının önünde değil, bahçede, begonvillerin arasında oturuyordu. Bu kez Songül'ün elini tutmadı. Sadece gülümsedi ve el salladı. Sonra begonviller çiçek açtı ve rüya beyaz bir ışığa dönüştü.",
          "Songül Erzurum'a döndüğünde annesinin evine gitti. Mutfakta birlikte çay içtiler, otuz iki doğum günü kartını tek tek okudular. Ertesi yaz Songül, annesiyle birlikte İzmir'e gitti. Begonvil Sokak'taki mavi kapıyı bu kez iki kişi çaldı.",
        ],
      },
    ],
  },
  // ───────────────────────────── Ayşe Tekin ─────────────────────────────
  {
    authorUsername: 'ayse.tekin',
    title: 'Çay Ocağı',
    description:
      "Konak'taki bir iş hanının bodrum katında kırk yıldır çay ocağı işleten Muzaffer Amca, emekli olmaya karar verir. Son gününde, yıllardır çay götürdüğü her katın bir hikâyesi olduğunu anlar.\n\nKısa, sıcak, demli bir hikâye.",
    categoryId: 11,
    telifId: 1,
    isMature: false,
    published: true,
    cover: { layout: 'abstract', palette: ['#7f5539', '#ddb892', '#b23a48'], emblem: 'tea' },
    chapters: [
      {
        title: 'Son Sabah',
        paragraphs: [
          "Muzaffer Amca o sabah da her sabah olduğu gibi altıda geldi. Ocağı yaktı, iki büyük demliği suyla doldurdu, tepsileri sildi. Kırk yıldır aynı hareketler. Ama bugün son gündü ve elleri, ilk gün gibi hafifçe titriyordu.",
          "Beş katlı iş hanında otuz iki dükkân vardı. Kuyumcular, terziler, avukatlar, bir de sigorta acentesi. Muzaffer Amca her birinin çayını nasıl içtiğini ezbere bilirdi. Kuyumcu Artin Usta tavşan kanı, şekersiz. Terzi Hatice Abla açık, iki şeker, yanında su. Avukat Hilmi Bey demli ama ağzı yanmasın diye biraz bekletilmiş.",
          "İlk tepsiyi birinci kata çıkardığında Artin Usta dükkânın önünde bekliyordu. Elinde küçük bir kutu vardı. — Kırk yıl bana çay getirdin Muzaffer, dedi. Bir kere olsun parasını zamanında vermedim. Al, bu borcumun faizi. Kutunun içinde ince, gümüş bir çay kaşığı vardı; sapına Muzaffer'in adı kazınmıştı.",
          "Muzaffer Amca ne diyeceğini bilemedi. Sadece tepsiyi uzattı. Artin Usta çayını aldı, bir yudum içti ve her zamanki gibi söylendi: — Bugün biraz açık olmuş. Sonra ikisi birden güldü.",
        ],
      },
      {
        title: 'Beşinci Kat',
        paragraphs: [
          "Gün boyunca her katta biri onu bekledi. Terzi Hatice Abla ona bir yelek dikmişti. Avukat Hilmi Bey, yıllar önce Muzaffer'in oğluna burs bulduğunu, oğlunun şimdi bir hastanede doktor olduğunu hatırlattı ve gözleri doldu. Sigorta acentesindeki gençler bir pasta almıştı, üstüne çaydanlık şeklinde bir mum dikmişlerdi.",
          "Beşinci kata en son çıktı. Orada yalnızca tek bir dükkân vardı: yıllardır kapalı duran eski bir fotoğraf stüdyosu. Muzaffer Amca oraya hiç çay götürmemişti, çünkü orada kimse yoktu. Ama bugün kapı açıktı. İçeride, yaşlı bir kadın pencerenin önünde oturuyordu.",
          "— Beni hatırladın mı Muzaffer? dedi kadın. Muzaffer Amca tepsiyi neredeyse düşürüyordu. Nermin'di bu. Kırk yıl önce, bu stüdyoda fotoğrafçı çıraklığı yapan, Muzaffer'in her sabah çayını götürmeye utandığı o kız. Sonra Nermin Almanya'ya gitmiş, Muzaffer evlenmiş, yıllar geçmişti.",
          "— Eşimi geçen yıl kaybettim, dedi Nermin. Döndüm. Bu stüdyo babamındı, satmaya gelmiştim. Sonra senin emekli olduğunu duydum ve düşündüm ki, kırk yıl önce bana bir kere olsun çay getirmedin. Son gününde bari bir çay içelim.",
          "Muzaffer Amca tepsiyi masaya koydu. İki çay doldurdu: biri kendine, biri Nermin'e. Pencereden Konak'ın saat kulesi görünüyordu. Kırk yıl boyunca başkalarına çay taşımıştı. İlk kez birinin karşısına oturup kendi çayını içti. Demliydi, tam kıvamındaydı. Sanki kırk yıldır bu anı bekliyormuş gibi.",
        ],
      },
    ],
  },
  {
    authorUsername: 'ayse.tekin',
    title: 'Pazartesi Pazarı',
    description:
      "Bornova'daki pazartesi pazarında domates satan Emine Teyze ile her hafta ondan yarım kilo domates alan, hiç konuşmayan genç adam. Dokuz ay boyunca tek kelime etmezler.\n\nSonra bir pazartesi genç adam gelmez.",
    categoryId: 11,
    telifId: 2,
    isMature: false,
    published: true,
    cover: { layout: 'pattern', palette: ['#fefae0', '#dda15e', '#bc4749'], emblem: 'pomegranate' },
    chapters: [
      {
        title: 'Yarım Kilo',
        paragraphs: [
          "Emine Teyze pazar tezgâhını otuz yıldır aynı yerde açardı: girişten itibaren dördüncü sıra, sağ taraf, dut ağacının hemen altı. Domatesleri Menemen'deki kendi bahçesinden getirir, en kırmızılarını en öne dizerdi. Müşterilerinin çoğunu adıyla bilirdi. Bir tanesi hariç.",
          "O genç adam her pazartesi saat tam onda gelirdi. Otuzlu yaşlarının başında, sakallı, sessiz biri. Tezgâhın önünde durur, parmağıyla domatesleri gösterir, yarım kilo işaretini yapar ve parasını uzatırdı. Teşekkür ederim derken bile sesini zar zor duyardınız. Dokuz aydır böyleydi.",
          "Emine Teyze ona kafasında bir hikâye uydurmuştu. Belki yalnız yaşıyordu. Belki de hasta bir annesine bakıyordu ve yarım kilo domates ikisine bir hafta yetiyordu. Ya da belki sadece utangaçtı. Emine Teyze her hafta ona en güzel domatesleri ayırırdı, o fark etmese de.",
          "Bir pazartesi saat on oldu, on bir oldu. Genç adam gelmedi. Emine Teyze ayırdığı yarım kiloyu bir kenarda bekletti. Öğleden sonra pazar toplanırken poşet hâlâ oradaydı. Eve dönerken içinde tuhaf bir ağırlık vardı; sanki tanımadığı birini kaybetmiş gibi.",
        ],
      },
      {
        title: 'Dut Ağacının Altı',
        paragraphs: [
          "Ertesi pazartesi de gelmedi. Ondan sonraki de. Emine Teyze yan tezgâhtaki peynirci Rıfat'a sordu, Rıfat omuz silkti. Sebzeci Gül Abla, o çocuğun çarşının arkasındaki apartmanlardan birinde oturduğunu, bir kere onu balkonda sardunya sularken gördüğünü söyledi.",
          "Dördüncü pazartesi Emine Teyze pazarı erken topladı. Elinde yarım kilo domates, çarşının arkasındaki apartmanlara yürüdü. Balkonlara baktı. Üçüncü katta, kurumaya yüz tutmuş sardunyalar gördü. Zili çaldı. Uzun süre kimse açmadı. Sonra kapı aralandı.",
          "Genç adam sol kolu alçıda, yüzü solgun bir halde kapıda duruyordu. Emine Teyze'yi görünce şaşırdı. — Düştüm, dedi sesi kısık. Merdivenden. Kimseyi tanımıyorum bu şehirde, pazara da gidemedim. Emine Teyze cevap vermedi. İçeri girdi, mutfağa gitti, domatesleri doğradı, bir tava menemen yaptı.",
          "Adının Tarık olduğunu, Diyarbakır'dan bir yıl önce iş için geldiğini, bir muhasebe bürosunda çalıştığını o gün öğrendi. Tarık, annesinin her pazartesi pazara gittiğini, domatesi de hep yarım kilo aldığını anlattı. Emine Teyze'nin tezgâhı ona annesini hatırlatıyordu. Konuşmaya utanıyordu, çünkü konuşursa ağlayacağından korkuyordu.",
          "Alçı çıkana kadar Emine Teyze her pazartesi pazardan dönerken Tarık'a uğradı. Sonra bir pazartesi Tarık yeniden pazara geldi. Tezgâhın önünde durdu, gülümsedi ve bu kez yüksek sesle, herkesin duyacağı şekilde söyledi: — Emine Teyze, bir kilo domates. Bu hafta misafirim var. Misafir, Emine Teyze'ydi.",
        ],
      },
    ],
  },
  {
    authorUsername: 'ayse.tekin',
    title: 'Emekli Öğretmenin Son Sınıfı',
    description:
      "Kırk yıllık sınıf öğretmeni Necla Hanım emekli olur, ama boş durmaya hiç niyeti yoktur. Mahallesindeki yaşlılara akıllı telefon kullanmayı öğretmek için apartmanın sığınağında bir sınıf açar.\n\nÖğrencileri yetmiş yaşın üstünde, inatçı, şakacı ve her ders sonunda çay isteyen insanlardır. Belki de hayatının en zor sınıfı.",
    categoryId: 4,
    telifId: 4,
    isMature: false,
    published: true,
    cover: { layout: 'minimal', palette: ['#606c38', '#283618', '#fefae0'], emblem: 'bell' },
    chapters: [
      {
        title: 'Kayıt Günü',
        paragraphs: [
          "Necla Hanım kapıya bir ilan astı: Ücretsiz akıllı telefon kursu. Yaş sınırı yok, sabır şart. Salı ve perşembe, saat on beş, sığınak. Kapıcı Hasan Efendi ilanı okuyup güldü. — Hocam, bu apartmanda kimse gelmez. Yaşlılar telefondan korkar.",
          "Salı günü saat on beşte sığınakta yedi kişi vardı. Emekli albay Sadık Bey, üç dilde küfredebilen ama telefonda mesaj yazamayan eski dansçı Melahat Hanım, torunlarıyla görüntülü konuşmak isteyen Fatma Nine, kendi kendine sürekli bir şeyler fotoğraflayan ama fotoğrafları bulamayan Tevfik Amca ve üç kişi daha. Hepsinin elinde telefon, yüzlerinde şüphe.",
          "Necla Hanım tahtaya, yani sığınağın duvarına astığı karton levhaya, kocaman harflerle yazdı: Ders 1: Ekranı açmak. Sadık Bey homurdandı. — Kızım, ben tank kullandım. Ekran açmayı mı öğreneceğim? Necla Hanım gülümsedi. — O zaman sizden başlayalım Sadık Bey. Telefonunuzu açın lütfen.",
          "Sadık Bey on dakika boyunca telefonunu açmaya çalıştı. Sonunda açtığında ekranda torununun kırk yedi cevapsız araması vardı. Bütün sınıf kahkaha attı, Sadık Bey bile. O günden sonra kimse kursun gereksiz olduğunu söylemedi.",
        ],
      },
      {
        title: 'Görüntülü Arama',
        paragraphs: [
          "Üçüncü haftada sıra görüntülü aramaya geldi. Fatma Nine'nin gözleri parlıyordu; oğlu Almanya'daydı, torunlarını iki yıldır görmemişti. Necla Hanım ona adım adım gösterdi: rehber, isim, kamera simgesi. Fatma Nine titreyen parmağıyla dokundu.",
          "Ekranda önce bir tavan göründü. Sonra bir kulak. Sonra kocaman, gülen bir çocuk yüzü: — Babaanne! Fatma Nine telefonu yüzüne o kadar yaklaştırdı ki torunu sadece gözünü görebiliyordu. Ama kimse düzeltmedi. Sığınaktaki herkes sessizce izledi. Melahat Hanım mendilini çıkardı.",
          "O akşam Necla Hanım eve döndüğünde kendi telefonunda bir mesaj buldu. Fatma Nine'den geliyordu. Mesajda yalnızca üç harf vardı: tşk. Altında da yanlışlıkla gönderilmiş gibi görünen bir patlıcan emojisi. Necla Hanım kahkahalarla güldü ve mesajı hiç silmedi.",
          "Kurs büyüdü. Komşu apartmanlardan da gelenler oldu. Sığınak yetmeyince muhtarlık bir salon verdi. Necla Hanım kırk yıl boyunca çocuklara okuma yazma öğretmişti. Şimdi yetmiş yaşındakilere emoji göndermeyi öğretiyordu. İkisinin de aynı sabrı, aynı sevgiyi istediğini fark etti.",
        ],
      },
      {
        title: 'Mezuniyet',
        paragraphs: [
          "Haziranda kursun son dersi yapıldı. Necla Hanım her öğrencisine elle yazdığı bir sertifika verdi. Sadık Bey'inkinde Telefon Açma ve Torun Arama Uzmanı yazıyordu. Melahat Hanım'ınkinde Sesli Mesaj Kraliçesi. Tevfik Amca'nınkinde Galeri Kâşifi.",
          "Sonra öğrenciler ayağa kalktı. Sadık Bey boğazını temizledi ve bir konuşma yaptı: — Hocam, bize telefonu öğrettiniz. Ama asıl öğrettiğiniz şey başka. Biz artık unutulmuş insanlar değiliz. Torunlarımız bizi arıyor, biz de onları. Bir tuşla. Bunun değerini bilemezsiniz.",
          "Ardından Fatma Nine telefonunu kaldırdı. Ekranda, Almanya'dan, Necla Hanım'a el sallayan bir aile vardı. Sonra Melahat Hanım'ın telefonu, sonra Tevfik Amca'nınki. Her ekranda bir torun, bir çocuk, bir gelin. Hepsi aynı anda söyledi: — Teşekkürler Necla Öğretmen!",
          "Necla Hanım o gün kırk yıllık öğretmenliğinde hiç ağlamadığı kadar ağladı. Eve döndüğünde bir de mesaj buldu; Sadık Bey'den. Mesajda, tek bir düzgün cümle vardı, noktasıyla virgülüyle: Eylülde ileri seviye kurs açarsanız ilk ben yazılırım. Saygılarımla, öğrenciniz Sadık.",
        ],
      },
    ],
  },
  {
    authorUsername: 'ayse.tekin',
    title: 'Üç Kardeş, Bir Ev',
    description:
      "Anneleri vefat edince yıllardır birbirleriyle doğru dürüst konuşmayan üç kardeş, İzmir Alsancak'taki aile evinde bir araya gelir. Ev satılacak mı, kalacak mı?\n\nEşyaları toplarken her odadan bir anı, her çekmeceden bir sır çıkar. Ve annelerinin son isteği, hiçbirinin beklediği gibi değildir.",
    categoryId: 4,
    telifId: 5,
    isMature: false,
    published: true,
    cover: { layout: 'typographic', palette: ['#264653', '#2a9d8f', '#e9c46a'], emblem: 'house' },
    chapters: [
      {
        title: 'Anahtar',
        paragraphs: [
          "Üç kardeş evin önünde, kapı anahtarı kimde olacak diye bir süre birbirine baktı. En büyükleri Selim, İstanbul'dan takım elbiseyle gelmişti. Ortanca Aslı, Ankara'dan, yorgun ve sinirli. En küçükleri Deniz ise yıllardır Bodrum'da bir tekne işletiyordu ve bir sırt çantasıyla gelmişti. Anahtar Deniz'in cebindeydi. Annesi ona vermişti.",
          "Ev, Alsancak'ın arka sokaklarında, iki katlı, bahçeli eski bir Rum eviydi. İçeri girdiklerinde annelerinin kokusu hâlâ oradaydı: lavanta, yasemin, biraz da kolonya. Aslı kapının önünde durdu, içeri giremedi. Selim telefonunu çıkarıp emlakçıyı aradı. Deniz ise pencereleri açtı.",
          "— Evi satalım, dedi Selim, daha oturmadan. Piyasa şu an iyi. Herkes payını alır, biter. Aslı ona öfkeyle baktı. — Annem öleli iki hafta oldu Selim. Bir de Deniz, pencerenin önünde durup bahçedeki limon ağacına bakarak sessizce söyledi: — Annem evin satılmasını istemiyordu.",
          "— Sen nereden bileceksin? dedi Selim. Beş yıldır Bodrum'dasın. Deniz döndü. — Her pazar geldim, dedi. Her pazar. Siz bilmiyordunuz, çünkü siz gelmiyordunuz. Odada ağır bir sessizlik oldu.",
        ],
      },
      {
        title: 'Çekmeceler',
        paragraphs: [
          "Eşyaları toplamaya başladılar. Annelerinin dikiş makinesi, yüzlerce yemek tarifi yazılı bir defter, kırk yıllık gazete kupürleri. Aslı yatak odasındaki komodinin çekmecesinde bir zarf buldu. Üzerinde üç kardeşin adı yazıyordu. Zarfın içinde bir mektup ve bir harita vardı; bahçenin haritası.",
          "Mektup kısaydı: Çocuklarım, bu evi satıp satmamak size kalmış. Ama satmadan önce limon ağacının dibini kazın. Üçünüz birlikte. Biriniz eksik olursa kazmayın. Anneniz. Selim mektubu iki kez okudu, sonra güldü. — Annem hazine mi gömdü yani? Aslı ona sertçe baktı. Deniz ise çoktan bahçeye inmiş, kazmayı eline almıştı.",
          "Üçü birlikte kazdılar. Selim takım elbisesinin ceketini çıkarmış, gömleğinin kollarını sıvamıştı. Aslı saçlarını topladı. Deniz en derine indi. Yarım metre sonra kazma metal bir şeye çarptı: paslı, teneke bir bisküvi kutusu.",
          "Kutunun içinde hazine yoktu. Üç küçük paket vardı, her biri bir kardeşin adıyla. Selim'inkinde çocukken kırdığı ve annesinin yapıştırdığı oyuncak bir tren. Aslı'nınkinde ilkokulda yazdığı ilk şiir. Deniz'inkinde, babalarının denizde kullandığı eski bir pusula. Ve bir not daha: Siz birbirinizi unuttunuz. Ben sizi hiç unutmadım.",
        ],
      },
      {
        title: 'Limon Ağacı',
        paragraphs: [
          "O gece üç kardeş yıllardır ilk kez aynı sofraya oturdu. Deniz annesinin defterinden bir tarif buldu, Aslı pişirdi, Selim bulaşıkları yıkadı. Konuştular. Önce çocukluk anıları, sonra kırgınlıklar, sonunda da yıllardır söyleyemedikleri özürler.",
          "Selim, babaları öldükten sonra aileden kaçtığını, sorumluluktan korktuğunu itiraf etti. Aslı, annesiyle son kavgasından sonra bir daha aramadığını ve bunun için kendini hiç affetmeyeceğini söyledi. Deniz, her pazar annesine gelip onlardan bahsettiğini, annesinin de her seferinde aynı şeyi söylediğini anlattı: Onlar da gelecek.",
          "Sabaha doğru bir karar verdiler. Ev satılmayacaktı. Üç kardeş her yaz bir ay burada birlikte kalacak, geri kalan zamanda evin bir odası annelerinin dikiş makinesiyle mahallenin kadınlarına açık bir atölye olacaktı. Selim bunun mali açıdan hiç mantıklı olmadığını söyledi. Sonra da ilk kirayı kendisinin ödeyeceğini.",
          "Ertesi sabah limon ağacının dibindeki çukuru kapatırken Deniz kutuyu yeniden gömdü. Bu kez içine üç şey daha koydular: Selim'in kartvizitini, Aslı'nın yeni bir şiirini ve Deniz'in teknesinin fotoğrafını. Bir not da eklediler: Biz birbirimizi yeniden bulduk anne. Sen merak etme.",
        ],
      },
    ],
  },
  // ───────────────────────────── Deniz Özkan ─────────────────────────────
  {
    authorUsername: 'deniz_ozkan',
    title: "Kaçkarlar'ın Ötesi",
    description:
      "Dört üniversiteli arkadaş, Kaçkar Dağları'nda beş günlük bir yürüyüşe çıkar. Rotaları belli, haritaları hazır, hava raporu güneşli.\n\nİkinci gün bastıran sis, kaybolan bir patika ve yaylada tek başına yaşayan gizemli bir çoban, bu yolculuğu hayatlarının en büyük macerasına çevirir.",
    categoryId: 12,
    telifId: 1,
    isMature: false,
    published: true,
    cover: { layout: 'framed', palette: ['#588157', '#3a5a40', '#dad7cd'], emblem: 'pine' },
    chapters: [
      {
        title: 'Yukarı Kavrun',
        paragraphs: [
          "Minibüs Yukarı Kavrun yaylasına vardığında saat sabahın yedisiydi. Ozan, Pelin, Kerem ve Su, sırt çantalarını yüklenip ahşap yayla evlerinin arasından patikaya doğru yürümeye başladılar. Bulutlar vadinin dibinde, pamuk gibi duruyordu; üstlerinde ise masmavi, tertemiz bir gökyüzü vardı.",
          "Ekibin lideri Ozan'dı; üç yıldır bu dağlara geliyordu ve haritayı neredeyse ezbere biliyordu. Pelin botanik okuyordu, her çiçeğin önünde durup fotoğraf çekiyordu. Kerem sürekli espri yapıyor, Su ise hiç konuşmadan, en önde, en hızlı yürüyordu.",
          "İlk gün her şey kusursuzdu. Öğleden sonra buzul gölünün kıyısında çadırlarını kurdular. Göl, dağların aynası gibiydi; su o kadar berraktı ki dipteki taşları sayabilirdiniz. Akşam ateş yaktılar, Kerem yanında getirdiği kuru köfteleri ısıttı, gökyüzünde Samanyolu belirdi.",
          "— Yarın geçidi aşıyoruz, dedi Ozan haritaya bakarak. Öbür taraf Erzurum tarafı, yaylalara iniyoruz. Kolay bir gün olacak. Su başını kaldırıp batıya baktı. Ufukta, dağların arkasından ince, gri bir sis perdesi yükseliyordu. Ama kimse dikkat etmedi.",
        ],
      },
      {
        title: 'Sis',
        paragraphs: [
          "Sis sabah dokuzda geldi ve on dakika içinde her şeyi yuttu. Beş metre ötesi görünmüyordu. Ozan pusulasına baktı, telefonundaki haritayı açtı; sinyal yoktu, GPS de dönüp duruyordu. Patikayı belirleyen taş yığınları sisin içinde kaybolmuştu.",
          "— Durmalıyız, dedi Pelin. Sis kalkana kadar bekleyelim. Ama Ozan inat etti; geçide yakın olduklarını, geri dönmenin daha tehlikeli olduğunu söyledi. Yarım saat daha yürüdüler. Sonra Kerem'in ayağı kaydı, bir kaya yamacından birkaç metre aşağı kaydı ve bileğini burktu.",
          "Kerem'i yukarı çekip bileğini sardılar. Artık hem kayıplardı hem de yaralı bir arkadaşları vardı. Ozan ilk kez çaresiz görünüyordu. Su ise sessizce çantasından bir düdük çıkardı ve üç kez öttürdü. Dağlarda yardım işaretiydi bu.",
          "Uzun bir sessizlik oldu. Sonra sisin içinden bir köpek havlaması geldi. Ardından bir çıngırak sesi. Ve sisin içinden, elinde uzun bir sopa, sırtında keçe bir kepenek, yüzü rüzgârdan kırış kırış olmuş yaşlı bir çoban belirdi. Yanında, kurt kadar iri, beyaz bir Kangal vardı.",
        ],
      },
      {
        title: 'Çoban Yusuf',
        paragraphs: [
          "Çobanın adı Yusuf'tu ve yetmiş yıldır bu dağlarda yaşıyordu. Konuşmadan Kerem'i sırtına aldı ve sisin içinde, hiç tereddüt etmeden yürümeye başladı. Diğerleri arkasından gitti. Yarım saat sonra taş duvarlı, düz damlı, içinden duman tüten küçük bir yayla evine vardılar.",
          "Yusuf Dede onlara sıcak süt, tereyağlı mısır ekmeği ve kendi yaptığı peyniri ikram etti. Kerem'in bileğini otlarla sardı. Sonra ateşin başına oturup onlara dağları anlattı: hangi bulutun yağmur getirdiğini, hangi kuşun sisi haber verdiğini, hangi taşın altından su çıktığını. Ozan bütün gece hiç konuşmadan dinledi.",
          "— Harita kâğıttır evladım, dedi Yusuf Dede. Dağ ise canlıdır. Dağa sormadan yol yürünmez. Ozan başını eğdi. — Ben dağı bildiğimi sanıyordum dede, dedi. Yaşlı adam güldü. — Ben yetmiş yıldır buradayım, ben de bilmiyorum. Bilmediğini bilmek, dağda ilk öğrenilecek şeydir.",
          "Ertesi sabah sis kalkmıştı. Yusuf Dede onları yaylanın aşağısındaki köy yoluna kadar götürdü. Vedalaşırken Su, yol boyunca hiç konuşmayan Su, yaşlı adama sarıldı. — Seneye geleceğiz, dedi. Ama bu sefer size yardım etmek için. Çoban gülümsedi, köpeğine bir ıslık çaldı ve dağlara doğru yürüyüp gözden kayboldu.",
          "Ertesi yaz dört arkadaş geri döndü. Yanlarında yaylaya taşımak için bir güneş paneli, bir sürü kitap ve Kerem'in annesinin yaptığı bir tepsi baklava vardı. Yusuf Dede onları yaylanın girişinde, sanki geleceklerini biliyormuş gibi bekliyordu.",
        ],
      },
    ],
  },
  {
    authorUsername: 'deniz_ozkan',
    title: 'Kaş Açıklarında Bir Batık',
    description:
      "Dalış eğitmeni Lara, Kaş açıklarında rutin bir dalış sırasında haritalarda olmayan, çok eski bir gemi enkazı bulur. Enkazın içinde, kilitli bir bronz sandık.\n\nSandığı çıkarmak için sadece iki günleri var; çünkü aynı enkazı arayan başka biri de var.",
    categoryId: 12,
    telifId: 6,
    isMature: false,
    published: true,
    cover: { layout: 'split', palette: ['#03045e', '#0077b6', '#90e0ef'], emblem: 'anchor' },
    chapters: [
      {
        title: 'Otuz Metre',
        paragraphs: [
          "Kaş'ın turkuaz suları sabah güneşinde parlıyordu. Lara dalış teknesinin kıçında oturmuş, yeni öğrencilerine son kez güvenlik kurallarını anlatıyordu. Sonra maskesini taktı, regülatörünü ağzına aldı ve arka arkaya suya bıraktı kendini.",
          "Dalış rotası her zamanki gibiydi: Kaleköy'e doğru uzanan kayalıklar, ahtapot yuvaları, bir sürü papağan balığı. Ama otuz metrede, bir kaya çıkıntısının altında Lara daha önce hiç görmediği bir şey fark etti. Kumun içinden çıkmış, mercan tutmuş, kavisli bir ahşap. Bir gemi kaburgası.",
          "Öğrencilerini yukarı çıkardıktan sonra tek başına yeniden indi. Kaburgayı takip etti ve birkaç metre ötede, kumun yarısına kadar gömdüğü bir gemi gövdesi buldu. Etrafında amforalar vardı, bazıları hâlâ sağlamdı. Ve gövdenin içinde, yosunlarla kaplı ama parlayan bir şey: bronz bir sandık.",
          "Tekneye döndüğünde kalbi deli gibi çarpıyordu. Hemen eski üniversite hocası, sualtı arkeoloğu Prof. Dr. Kemal Arıkan'ı aradı. Kemal Hoca sesini duyunca bir süre sustu. — Lara, dedi sonunda, o enkazı kimseye söyleme. Geçen ay aynı bölgede izinsiz dalış yapan bir tekne görüldü. Yarın oradayım.",
        ],
      },
      {
        title: 'Gece Dalışı',
        paragraphs: [
          "Kemal Hoca ertesi sabah geldi, yanında müze yetkilileri ve sahil güvenlikten bir subay vardı. Enkazın yerini gösterdiler, resmî kayıt açıldı. Ama kazı izni en erken iki gün sonra çıkacaktı. Bu arada alanda sürekli bir bot bekleyecekti.",
          "O akşam Lara dalış merkezinin önünde otururken, koydan hızla geçen, ışıkları kapalı siyah bir tekne gördü. Tekne enkazın olduğu yöne gidiyordu. Sahil güvenlik botu ise kilometrelerce ötede, başka bir çağrıya çıkmıştı.",
          "Lara düşünmedi. Dalış teçhizatını giydi, eski arkadaşı kaptan Murat'ı uyandırdı ve küçük bir botla enkaza doğru yola çıktılar. Ay ışığında siyah teknenin güvertesinde iki dalgıcın suya girdiğini gördüler. Lara sahil güvenliği aradı, sonra kendisi de suya atladı.",
          "Gece suyu karanlık ve soğuktu. El fenerinin ışığında enkaza vardığında iki dalgıç sandığı halatlarla bağlamaya çalışıyordu. Lara onları görünce fenerini doğrudan yüzlerine tuttu. Dalgıçlar panikledi; biri halatı bırakıp yüzeye fırladı, diğeri de onu takip etti. Yukarıda, uzaktan, sahil güvenliğin mavi ışıkları yanıp sönmeye başlamıştı.",
        ],
      },
      {
        title: 'Bronz Sandık',
        paragraphs: [
          "İki gün sonra, resmî kazı izniyle, sandık bir vinçle yüzeye çıkarıldı. Kemal Hoca ve müze uzmanları sandığı Kaş'taki geçici laboratuvarda açtı. Lara nefesini tutarak izledi. İçinde altın değil, mühürlü pişmiş topraktan kaplar vardı; kapların içinde de rulo halinde, balmumuyla korunmuş papirüsler.",
          "— Bu bir kütüphane gemisi, dedi Kemal Hoca, sesi titreyerek. Belki iki bin yıllık. İskenderiye'den Anadolu kıyılarına kitap taşıyan bir tüccar gemisi. Bu papirüsler okunabilirse, kaybolduğunu sandığımız metinleri yeniden bulabiliriz.",
          "Siyah teknedeki kaçakçılar yakalanmıştı. Meğer eski eser kaçakçılığından aranan bir çetenin parçasıymışlar. Sahil güvenlik subayı Lara'ya teşekkür etti ama bir de hafif bir azar verdi: gece tek başına dalmak çok tehlikeliydi. Lara başını salladı. Haklıydı. Ama pişman değildi.",
          "Bir yıl sonra Antalya Müzesi'nde yeni bir salon açıldı: Kaş Batığı ve Kayıp Kitaplar. Salonun girişinde küçük bir tabela vardı. Üzerinde, enkazı bulan dalış eğitmeninin adı yazıyordu. Lara açılış gününde salonda dolaşırken bir çocuğun annesine sorduğunu duydu: — Anne, ben de büyüyünce denizin altında kitap bulabilir miyim? Lara gülümsedi. Evet, diye düşündü. Deniz hâlâ çok kitap saklıyor.",
        ],
      },
    ],
  },
  {
    authorUsername: 'deniz_ozkan',
    title: 'Son Durak: Kars',
    description:
      "Doğu Ekspresi, Ankara'dan Kars'a yirmi dört saatlik yolculuğuna çıkıyor. Yolcular arasında balayındaki bir çift, bir grup öğrenci, emekli bir makinist ve kimsenin tanımadığı, gri paltolu bir adam var.\n\nErzincan'ı geçtikten sonra tren karlı bir tünelin içinde duruyor. Ve gri paltolu adam ortadan kayboluyor.",
    categoryId: 1,
    telifId: 3,
    isMature: false,
    published: true,
    cover: { layout: 'minimal', palette: ['#edf6f9', '#83c5be', '#006d77'], emblem: 'snowflake' },
    chapters: [
      {
        title: 'Yataklı Vagon',
        paragraphs: [
          "Emekli makinist Şükrü Bey, kırk yıl boyunca bu hatta tren kullanmıştı. Şimdi ilk kez yolcu olarak, yataklı vagonun penceresinden karlı bozkırı izliyordu. Kompartımanı iki öğrenciyle paylaşıyordu: fotoğrafçılık okuyan İpek ve trenin her sesini kaydetmek için mikrofon getiren Emre.",
          "Yemekli vagonda bütün yolcular tanıştı. Balayındaki Cansu ile Tolga, Kars'ta kızak kaymaya gidiyorlardı. Bir grup Erasmus öğrencisi Türkçe şarkılar öğreniyordu. Ve köşede, tek başına oturan, gri paltolu, kimseyle konuşmayan bir adam. Elinde deri bir evrak çantası vardı ve çantayı bir an bile bırakmıyordu.",
          "Gece yarısına doğru tren Erzincan'ı geçti ve dağlara tırmanmaya başladı. Şükrü Bey pencereden tanıdık virajları sayıyordu. Sonra tren uzun, karanlık bir tünele girdi. Ve tünelin ortasında, fren sesleri ve metal çığlıkları arasında durdu.",
          "Işıklar söndü. Acil aydınlatma yandığında koridorda bir kargaşa vardı. Kondüktör Ramazan Efendi vagondan vagona koşuyordu. Şükrü Bey yemekli vagona gittiğinde, köşedeki masanın boş olduğunu gördü. Gri paltolu adam gitmişti. Evrak çantası ise masanın altında duruyordu.",
        ],
      },
      {
        title: 'Tünelin İçinde',
        paragraphs: [
          "Makinist, trenin önündeki rayların üstüne kar ve kaya kütlesi düştüğünü bildirdi. Yardım ekibi sabaha karşı gelebilecekti. Yolcular vagonlarında beklerken Şükrü Bey deneyimli gözlerle durumu değerlendirdi: çığ ya da heyelan tesadüf olabilirdi. Ama tam da tünelin ortasında olması, kırk yıllık tecrübesine göre hiç tesadüf değildi.",
          "İpek ve Emre, Şükrü Bey'le birlikte evrak çantasını inceledi. İçinde bir dosya vardı: Kars'taki eski bir madenin bilirkişi raporu. Rapor, madenin yasa dışı bir şekilde yeniden açılmasının bölgedeki bir göleti kirleteceğini gösteriyordu. Gri paltolu adam, raporu mahkemeye götüren bir çevre mühendisiydi.",
          "— Onu trenden kaçırdılar, dedi Emre. Raporu almak için. Ama raporu bulamadılar. İpek başını salladı. — Belki kaçırmadılar. Belki kendisi kaçtı, raporu bizim bulmamız için bıraktı. Şükrü Bey tünelin yan duvarındaki bakım kapısına baktı. Kırk yıl önce o kapıyı kendisi kullanmıştı.",
          "Üçü el fenerleriyle bakım tüneline girdiler. Dar, buz gibi bir koridordu. İki yüz metre sonra bir bekleme odasına vardılar. Odada, elleri bağlı, ağzı bantlanmış gri paltolu adam oturuyordu. Ve kapının önünde, onu bekleyen iri yarı iki kişi.",
        ],
      },
      {
        title: 'Kars Garı',
        paragraphs: [
          "Şükrü Bey iki adama hiç tereddüt etmeden yaklaştı. — Beyler, dedi sakin bir sesle. Bu tünelde bakım odasının havalandırması yok. Bir saat daha kalırsanız hepiniz bayılırsınız. Adamlar birbirine baktı. O sırada Emre, kayıt cihazından trenin acil durum sirenini son ses çaldı. Siren, dar tünelde kulakları sağır edercesine yankılandı.",
          "Adamlar panikle tünelin öbür ucuna kaçtı; dışarıda, yardım ekibiyle birlikte gelen jandarmanın kollarına. İpek gri paltolu adamın iplerini çözdü. Adamın adı Levent'ti. Titreyerek teşekkür etti, sonra ilk sorduğu şey çantası oldu. Şükrü Bey çantayı uzattı. — Trende bir şey kaybolmaz, dedi. Kırk yıl boyunca hiçbir şey kaybolmadı.",
          "Sabah saatlerinde yol açıldı, Doğu Ekspresi yoluna devam etti. Kars Garı'na vardıklarında peronda gazeteciler bekliyordu. Levent raporu doğrudan mahkemeye götürdü. Birkaç ay sonra maden projesi durduruldu, gölet korundu.",
          "Emre'nin kayıtları bir radyo belgeseline dönüştü: Tünelde Bir Gece. İpek'in trende çektiği fotoğraflar bir sergide yer aldı. Şükrü Bey ise her kış bir kez, sadece bir kez, Doğu Ekspresi'ne bilet alıyor. Kondüktör Ramazan Efendi onu görünce selam veriyor ve her seferinde aynı soruyu soruyor: — Bu sefer kimi kurtaracaksınız Şükrü Ağabey?",
        ],
      },
    ],
  },
  {
    authorUsername: 'deniz_ozkan',
    title: "Kapadokya'da Balon Sezonu",
    description:
      "Balon pilotu Aras, her sabah gün doğmadan yüz kişiyi Kapadokya'nın gökyüzüne çıkarır ve hiç kimseyle ikinci kez uçmaz. Bir gün sepetine, uçma korkusunu yenmek için gelen, elinde bir defter taşıyan bir yazar biner.\n\nYazar her sabah geri gelir. Aras ise ilk kez kuralını bozmayı düşünür.",
    categoryId: 15,
    telifId: 8,
    isMature: false,
    published: true,
    cover: { layout: 'scene', palette: ['#ffb4a2', '#e5989b', '#6d3b47'], emblem: 'balloon' },
    chapters: [
      {
        title: 'Gün Doğmadan',
        paragraphs: [
          "Göreme'de sabahın dördü, bütün kasabanın aynı anda uyandığı saatti. Balon şirketlerinin minibüsleri karanlık yollarda sıra sıra ilerler, vadilerde dev brülörler kükrer, renkli balonlar yavaş yavaş nefes alırdı. Aras bu saati severdi; gökyüzü henüz kimsenin değilken.",
          "O sabah sepetine binen yolcular arasında bir kadın vardı. Otuzlarında, kıvırcık saçlı, elinde deri kaplı bir defter. Sepetin kenarına o kadar sıkı tutunuyordu ki parmak eklemleri bembeyaz olmuştu. — İlk uçuşunuz mu? diye sordu Aras. Kadın başını salladı. — Yükseklik korkum var, dedi. Bu yüzden buradayım.",
          "Balon yükselirken kadın gözlerini kapattı. Aras ona hiçbir şey söylemedi, sadece brülörü yaktı ve bekledi. Güneş Erciyes'in arkasından doğduğunda, peri bacalarının üstüne ilk ışık düştüğünde kadın gözlerini açtı. Yüzünde Aras'ın yıllardır görmediği bir ifade belirdi: saf, çocuksu bir hayret.",
          "İnişte kadın defterine bir şeyler yazdı, sonra Aras'a döndü. — Adım Mira, dedi. Romanımın kahramanı bir balon pilotu. Ama ben hiç uçmamıştım. Şimdi onu yazabilirim. Aras gülümsedi ve her yolcuya söylediği şeyi söyledi: — Güle güle, bir daha görüşmeyiz. Ben kimseyle iki kez uçmam.",
        ],
      },
      {
        title: 'İkinci Uçuş',
        paragraphs: [
          "Ertesi sabah Mira yine oradaydı. Aynı şirketten bilet almış, yine Aras'ın sepetine binmişti. Aras kaşlarını kaldırdı. — Kuralımı biliyorsun, dedi. Mira omuz silkti. — Senin kuralın, dedi. Benim değil. Ben her sabah uçacağım, ta ki korkum tamamen geçene kadar.",
          "Mira bir hafta boyunca her sabah geldi. Her uçuşta biraz daha az tutundu sepete. Dördüncü gün kenardan aşağı baktı. Beşinci gün Aras'a brülörün nasıl çalıştığını sordu. Yedinci gün sepetin ortasında, tek eliyle defterini tutup yazarken, fark etmeden şarkı mırıldanıyordu.",
          "Aras ise her sabah biraz daha erken uyanmaya başladı. Kendine bile itiraf etmiyordu ama minibüsün camından Mira'nın kıvırcık saçlarını arıyordu. Yıllar önce, ilk balon kazasını atlattıktan sonra koyduğu kural buydu: kimseye bağlanma, kimseyle iki kez uçma. Çünkü gökyüzünde her şey bir anda değişebilirdi.",
          "Sekizinci sabah rüzgâr çok sertti, uçuşlar iptal edildi. Aras şirketin önünde beklerken Mira geldi, elinde iki termos çay. Bir tepenin üstüne oturdular ve yerde kalmış balonların arasından güneşin doğuşunu seyrettiler. — Neden kimseyle iki kez uçmuyorsun? diye sordu Mira. Aras ilk kez birine anlattı.",
        ],
      },
      {
        title: 'Rüzgârın Yönü',
        paragraphs: [
          "Aras'ın hikâyesi kısaydı. On yıl önce bir uçuşta ani bir rüzgâr balonu savurmuş, zor bir iniş yapmışlardı. Kimse ciddi yaralanmamıştı, ama yanındaki yardımcı pilot, en yakın arkadaşı, bir daha hiç uçmamış ve Aras'la konuşmayı bırakmıştı. Aras o günden beri herkese bir mesafe koyuyordu.",
          "Mira dinledi, sonra defterini açtı ve bir sayfa okudu. Romanının bir bölümüydü bu. Kahramanı olan balon pilotu, korkularına rağmen her sabah yeniden havalanıyordu, çünkü gökyüzünde yalnızken bile dünyanın bütün güzelliklerini görebiliyordu. — Ben bunu sana bakarak yazdım, dedi Mira. Sen hiç korkmuyormuşsun gibi uçuyorsun. Ama belki de asıl cesaretin korktuğun halde uçman.",
          "Ertesi sabah rüzgâr dinmişti. Mira sepete bindiğinde Aras ona bir şey uzattı: eski, yıpranmış bir pilot eldiveni. — Bugün brülörü sen yakacaksın, dedi. Mira'nın gözleri parladı. Balon yükseldiğinde, vadinin üstünde, yüzlerce balonun arasında, Aras yıllardır ilk kez birine gökyüzünü gösterirken kendini yalnız hissetmedi.",
          "Mira'nın romanı bir yıl sonra yayımlandı. Kitabın adı Rüzgârın Yönü'ydü ve ithaf sayfasında yalnızca şu yazıyordu: Kuralını bozan pilota. Aras kitabı Göreme'deki küçük kitapçıdan aldı. O akşam kendi sepetinin yanında oturup ilk sayfayı açarken telefonunda bir mesaj vardı: Yarın sabah dörtte, aynı sepet. Yine uçuyoruz.",
        ],
      },
    ],
  },
  // ───────────────────────────── Irmak Çelik ─────────────────────────────
  {
    authorUsername: 'irmak.celik',
    title: 'Gece Yarısı Çiçekçisi',
    description:
      "Beyoğlu'nun ara sokaklarından birinde, yalnızca gece yarısından sonra açılan bir çiçekçi var. Sahibi Aziz, kimsenin görmediği çiçekler yetiştiriyor ve hiç güneş görmüyor.\n\nGece vardiyasında çalışan tıp öğrencisi Lâl, her gece eve dönerken oradan bir çiçek alıyor. Ve bir gün, Aziz'in neden hiç yaşlanmadığını merak etmeye başlıyor.",
    categoryId: 19,
    telifId: 1,
    isMature: false,
    published: true,
    cover: { layout: 'abstract', palette: ['#240046', '#5a189a', '#ff9e00'], emblem: 'rose' },
    chapters: [
      {
        title: 'Gece Sefası',
        paragraphs: [
          "Lâl ilk kez o dükkânı, hastanedeki gece vardiyasından sonra, saat ikiyi geçerken fark etti. Tünel'den aşağı, Galata'ya inen dar bir sokakta, bütün kepenklerin kapalı olduğu bir saatte tek bir vitrin yanıyordu. Vitrinin içinde gecenin karanlığında açan çiçekler vardı: gece sefaları, ay çiçekleri, mor ve beyaz orkideler.",
          "İçeri girdiğinde bir zil çaldı. Tezgâhın arkasında uzun boylu, siyah saçlı, çok solgun bir adam duruyordu. Gözleri koyu kahverengiydi ama ışık vurduğunda neredeyse kırmızıya dönüyordu. — Hoş geldiniz, dedi. Gece vardiyasından mı çıktınız? Lâl önlüğüne baktı; hâlâ üzerindeydi.",
          "Adamın adı Aziz'di. Lâl'e küçük, beyaz bir gece sefası verdi ve para almadı. — Gece çalışanlara ilk çiçek bizden, dedi. Sonrası için de indirim var. Lâl güldü. O gece eve dönerken elindeki çiçeğin tuhaf, tatlı kokusunu hiç unutmadı.",
          "Sonraki haftalarda her vardiya çıkışında dükkâna uğradı. Aziz ona her seferinde farklı bir çiçek anlattı: hangisi yalnızca dolunayda açar, hangisi sabaha kadar koku saçar, hangisi güneşi görünce kapanır. Lâl bir gece ona gülerek sordu: — Sen de mi güneşi görünce kapanıyorsun? Aziz uzun süre cevap vermedi.",
        ],
      },
      {
        title: 'Eski Fotoğraf',
        paragraphs: [
          "Bir gece Lâl dükkânın arka odasına, çiçek saksılarının durduğu küçük seraya girdi. Duvarda çerçeveli, siyah beyaz bir fotoğraf asılıydı: 1920'lerin Pera'sı, bir çiçekçi dükkânının önü ve kapıda duran, bugün de tezgâhın arkasında duran aynı adam. Aynı yüz, aynı solgunluk, aynı gülümseme.",
          "— Büyükbaban mı? diye sordu Lâl, sesi biraz titreyerek. Aziz fotoğrafa baktı, sonra Lâl'e. — Hayır, dedi yavaşça. Benim. Lâl kahkaha attı, sonra Aziz'in yüzündeki ciddiyeti görünce sustu. Adamın gözleri, loş ışıkta hafifçe parlıyordu.",
          "— Yüz yıldır bu sokaktayım, dedi Aziz. Gündüzleri uyurum, geceleri çiçek yetiştiririm. İnsanlara zarar vermem; kan bankalarıyla, hastanelerle bir anlaşmam var. Son kullanma tarihi geçmek üzere olanları alırım, karşılığında da çiçeklerimi bağışlarım. Hastanenizin koridorlarındaki gece sefalarını kim gönderiyor sanıyordun?",
          "Lâl bir adım geri çekildi. Korkması gerekiyordu. Ama korkmadı. Belki yorgunluktan, belki de Aziz'in sesindeki o derin yalnızlıktan. — Neden bana anlatıyorsun? diye sordu. Aziz gülümsedi; bu kez sivri dişleri hafifçe göründü. — Çünkü yüz yılda ilk kez biri bana güneşi sordu.",
        ],
      },
      {
        title: 'Gün Doğumu Saksısı',
        paragraphs: [
          "O günden sonra Lâl ve Aziz'in geceleri daha uzun sürdü. Lâl ona hastanede yaşadığı günleri anlattı; Aziz ona İstanbul'un yüz yıllık gecelerini. Tramvayların atlı olduğu zamanları, Beyoğlu'nun ilk sinemalarını, Galata Köprüsü'nün ahşap olduğu yılları. Lâl her gece eve bir çiçek ve bir hikâyeyle döndü.",
          "Bir gece Aziz ona küçük bir saksı verdi. İçinde henüz açmamış bir tomurcuk vardı. — Bu çiçek yalnızca gün doğumunda açar, dedi. Ben onu hiç açarken görmedim. Yüz yıldır yetiştiriyorum ama hep güneş doğmadan uyumak zorunda kaldım. Sen benim yerime görür müsün?",
          "Lâl saksıyı evine götürdü ve pencerenin önüne koydu. Sabaha karşı uyanıp bekledi. Güneş Boğaz'ın üstünden yükseldiğinde tomurcuk yavaşça açıldı: altın sarısı, ışıl ışıl, güneşin kendisi gibi bir çiçek. Lâl telefonunu çıkarıp bir video çekti.",
          "O gece dükkâna gittiğinde videoyu Aziz'e gösterdi. Aziz ekrana uzun süre baktı, gözleri doldu. Yüz yıldır ilk kez güneşi görüyordu; bir telefon ekranında, küçük bir çiçeğin içinde de olsa. — Teşekkür ederim, dedi fısıltıyla. Lâl başını onun omzuna yasladı. — Her sabah çekeceğim, dedi. Sen gecelerini bana anlat, ben de sana sabahlarımı.",
        ],
      },
    ],
  },
  {
    authorUsername: 'irmak.celik',
    title: 'Yanlış Numara',
    description:
      "Nisan, en yakın arkadaşına sınav sonuçlarını soracakken numarayı bir rakam yanlış yazar. Karşıdaki yabancı da tesadüfen aynı sınava girmiştir.\n\nİki yabancı, hiç görüşmemeye yemin ederek mesajlaşmaya başlar. Ama mesajlar giderek uzar, geceler kısalır.",
    categoryId: 18,
    telifId: 9,
    isMature: false,
    published: true,
    cover: { layout: 'pattern', palette: ['#ffafcc', '#cdb4db', '#3d405b'], emblem: 'phone' },
    chapters: [
      {
        title: 'Hatalı Rakam',
        paragraphs: [
          "Nisan: ELİFFF sonuçlar açıklandı bakabildin mi??? ben bakamıyorum kalbim duracak\nBilinmeyen: Merhaba. Ben Elif değilim ama ben de sonuçlara bakamıyorum, kalbim de duracak gibi.\nNisan: aa\nNisan: pardon yanlış numara galiba\nBilinmeyen: Galiba. Ama madem ikimiz de bakamıyoruz, aynı anda bakalım mı?",
          "Nisan: sen de mi YKS'ye girdin\nBilinmeyen: Evet. Üç yüz bin kişiden biriyim işte.\nNisan: tamam 3 deyince bakıyoruz\nBilinmeyen: 1\nBilinmeyen: 2\nNisan: 3\nNisan: ...\nNisan: AAAAAA TIP KAZANABİLECEK KADAR YÜKSEK",
          "Bilinmeyen: Tebrik ederim! 🎉\nNisan: sen??\nBilinmeyen: Ben de mimarlık için yeterli. Galiba. Evet. Yeterli!\nNisan: tebrikler yabancı!!\nBilinmeyen: Tebrikler yabancı. Bu arada hâlâ Elif'e yazman lazım bence.\nNisan: ay doğru 😂",
          "Nisan: dur bir şey soracağım\nNisan: adın ne\nBilinmeyen: Bence adlarımızı söylemeyelim. Böyle daha güzel. Yabancı olarak kalalım.\nNisan: tamam yabancı\nNisan: o zaman bir kural koyalım. asla buluşmak yok, asla fotoğraf yok\nBilinmeyen: Anlaştık. Asla.",
        ],
      },
      {
        title: 'Gece Yarısı Soruları',
        paragraphs: [
          "Bilinmeyen: Uyuyamadım. Sen uyanık mısın?\nNisan: saat 2 tabii ki uyanığım\nBilinmeyen: Bir soru: tercih listesine İstanbul mu yazacaksın?\nNisan: kural ihlali mi bu? şehir sormak\nBilinmeyen: Yarı ihlal. Şehir olur, semt olmaz.\nNisan: tamam. evet istanbul. sen?\nBilinmeyen: Ben de.",
          "Nisan: en sevdiğin şey ne\nBilinmeyen: Vapurda çay içmek. Martılara simit atmak ama bunu kimseye söyleme, çok klişe.\nNisan: ben de aynısını yapıyorum 😭\nBilinmeyen: O zaman belki aynı vapurdayızdır.\nNisan: kural!!!\nBilinmeyen: Tamam tamam. Varsayımsal olarak söyledim.",
          "Nisan: bugün annemle tercih listesini yazdık\nNisan: ilk sıraya istanbul tıp yazdım\nBilinmeyen: Ben de ilk sıraya İstanbul'da mimarlık yazdım. Bak, yine aynı şehirdeyiz.\nNisan: kural...\nBilinmeyen: Şehir serbest demiştik!\nNisan: tamam ama semt sorarsan engellerim 😤\nBilinmeyen: Sormam. Ama Kadıköy güzel semt, sadece söylüyorum.",
          "Nisan: bazen korkuyorum biliyor musun. tıp çok zor. ya yapamazsam\nBilinmeyen: Üç haftadır seninle konuşuyorum. Gece ikide bana insanın kalbinin kaç odacığı olduğunu anlattın. Bence yapabilirsin.\nNisan: dört odacık\nBilinmeyen: Gördün mü? Zaten doktorsun.\nNisan: teşekkür ederim yabancı\nBilinmeyen: Rica ederim yabancı.",
        ],
      },
      {
        title: 'Aynı Vapur',
        paragraphs: [
          "Nisan: bugün üniversitenin ilk günüydü\nNisan: sonra vapura bindim, kadıköy'e dönerken\nNisan: arka güvertede bir çocuk martılara simit atıyordu\nNisan: elinde mimarlık çizim tüpü vardı\nBilinmeyen: ...\nBilinmeyen: Yeşil mont mu giyiyordu?",
          "Nisan: evet\nBilinmeyen: Ve sen de önde, beyaz kazaklı, elinde dev bir anatomi kitabı mı tutuyordun?\nNisan: ...\nNisan: yabancı\nBilinmeyen: Yabancı.\nNisan: biz kuralı çiğnedik mi şu an\nBilinmeyen: Teknik olarak hayır. Buluşmadık. Aynı vapurdaydık sadece.",
          "Bilinmeyen: Yarın da aynı vapur. 17.40 Karaköy.\nBilinmeyen: Eğer istersen arka güverteye gel. İstemezsen önde otur, hiç bakmam, söz.\nNisan: ya ben seni beğenmezsem\nBilinmeyen: O zaman simitleri ben atarım, sen çayını içersin. Yine arkadaş kalırız.\nNisan: ya sen beni beğenmezsen\nBilinmeyen: Üç aydır seninle konuşuyorum. O ihtimal yok.",
          "Ertesi gün 18.05\nBilinmeyen: Simit yarısı senin.\nNisan: çay da yarısı senin\nNisan: bu arada adım nisan\nBilinmeyen: Biliyorum. Çantanın üstünde yazıyordu. Benimki de Deniz.\nNisan: merhaba deniz\nDeniz: Merhaba Nisan. Bir de Elif'e söyle, numarası bir rakam farklı olduğu için teşekkür ediyorum.",
        ],
      },
    ],
  },
  {
    authorUsername: 'irmak.celik',
    title: 'Ayna Ayna',
    description:
      "Çukurcuma'daki bir antikacıdan eski, yaldızlı bir ayna alan Berrak, aynanın ona her sabah bugünü değil, dünü gösterdiğini fark eder.\n\nBaşta eğlenceli bir tuhaflık gibi görünür. Ta ki bir sabah aynada, hiç yaşamadığı bir anı görene kadar.",
    categoryId: 14,
    telifId: 7,
    isMature: false,
    published: true,
    cover: { layout: 'framed', palette: ['#2d3142', '#4f5d75', '#ef8354'], emblem: 'mirror' },
    chapters: [
      {
        title: 'Yaldızlı Çerçeve',
        paragraphs: [
          "Çukurcuma'nın yokuşları, her köşesinden eski bir hikâye taşan dükkânlarla doluydu. Berrak o cumartesi öğleden sonra yalnızca bir kahve içmek için çıkmıştı. Ama bir vitrinin önünden geçerken gözü yaldızlı, oval, cam yüzeyi hafifçe buğulu bir aynaya takıldı. Ayna sanki ona bakıyordu.",
          "Antikacı yaşlı bir kadındı; adı Madam Rozet'ti ve her cümlesini bir soruyla bitirirdi. — Bu aynayı beğendiniz mi? dedi. Çok eski bir ayna, değil mi? Sahibi onu asla satmak istemezdi, bilir misiniz? Berrak fiyatını sordu. Madam Rozet bir an düşündü, sonra çok düşük bir rakam söyledi. — Onu alacak kişiyi bekliyordu galiba, değil mi?",
          "Berrak aynayı Cihangir'deki küçük evinin koridoruna astı. Ertesi sabah dişlerini fırçalarken aynaya baktığında kendini gördü; ama üstünde dünkü kazağı vardı. Saçları dünkü gibi toplanmıştı. Elinde diş fırçası değil, dün aldığı kahve bardağı vardı.",
          "Berrak diş fırçasını düşürdü. Aynadaki Berrak ise kahvesinden bir yudum aldı ve gülümsedi. Sonra görüntü titredi ve normale döndü: pijamalı, uykulu, ağzı köpüklü bir Berrak. Berrak uzun süre aynanın önünde kıpırdamadan durdu.",
        ],
      },
      {
        title: 'Dünün Görüntüleri',
        paragraphs: [
          "Bir hafta boyunca her sabah aynı şey oldu. Ayna her sabah birkaç saniyeliğine dünü gösteriyordu. Berrak önce korktu, sonra alıştı, sonra da eğlenmeye başladı. Dün kaybettiği anahtarlarını aynada, çantasını masaya bırakırken gördü ve buldu. Dün yanlışlıkla açık bıraktığı ocağı gördü ve koşup kapattı.",
          "Sekizinci sabah ayna ona farklı bir şey gösterdi. Aynadaki Berrak bir hastane koridorunda, beyaz bir kapının önünde ağlıyordu. Ama Berrak dün hastaneye gitmemişti. Dün bütün gün evde çalışmıştı. Görüntü kayboldu, kalbi hızla çarpmaya devam etti.",
          "Madam Rozet'e gitti. Yaşlı kadın aynanın hikâyesini dinledi ve çayını karıştırdı. — Ayna size dünü gösteriyor, değil mi? dedi. Peki hiç düşündünüz mü, kimin dününü? Önceki sahibi, aynanın bazen başka insanların dünlerini de gösterdiğini söylerdi. Ona ihtiyacı olan insanların, değil mi?",
          "Berrak eve dönüp aynanın önünde bekledi. Ertesi sabah görüntü yeniden geldi. Hastane koridoru, beyaz kapı, ağlayan kadın. Ama bu sefer Berrak dikkatle baktı. Aynadaki kadın o değildi. Ona çok benzeyen, ama daha yaşlı biriydi. Annesiydi. Ve kapının üstündeki tabelada Şişli Etfal, Yoğun Bakım yazıyordu.",
        ],
      },
      {
        title: 'Bugün',
        paragraphs: [
          "Berrak annesiyle altı aydır konuşmuyordu. Saçma bir kavga, kırgın sözler, kapanan bir telefon. Her ikisi de diğerinin önce aramasını beklemişti. Berrak titreyen parmaklarla annesinin numarasını çevirdi. Telefon açılmadı.",
          "Taksiye atlayıp Şişli Etfal'e gitti. Yoğun bakımın önünde, aynada gördüğü beyaz kapının önünde annesi oturuyordu. Yalnızdı, gözleri kıpkırmızıydı. Berrak'ı görünce ayağa kalktı. — Baban, dedi. Dün gece kalp krizi geçirdi. Seni aramak istedim ama cesaret edemedim.",
          "Berrak annesine sarıldı. Altı aylık sessizlik bir saniyede eridi. Birlikte beklediler; kahve içtiler, el ele tutuştular, doktorların her çıkışında aynı anda ayağa kalktılar. Akşama doğru doktor gülümseyerek çıktı. Babası tehlikeyi atlatmıştı.",
          "O gece eve döndüğünde Berrak aynaya baktı. Aynada yalnızca kendini gördü; yorgun, gözleri şiş, ama gülümseyen. Ertesi sabah da öyle oldu, ondan sonraki de. Ayna bir daha dünü göstermedi. Bir hafta sonra Berrak aynayı Madam Rozet'e geri götürdü. Yaşlı kadın hiç şaşırmadı. — İşini bitirdi, değil mi? dedi. Şimdi başka birinin dününe ihtiyacı var, değil mi?",
        ],
      },
    ],
  },
];

/**
 * Comments for a chapter that has no comments of its own and is followed by another chapter:
 * calm remarks any chapter in the middle of a story earns, none claiming tears or a twist.
 */
export const DEMO_COMMENTS_ONGOING: readonly DemoComment[] = [
  {
    text: 'Bölümü akşam çayıyla okudum, sayfalar kendiliğinden çevrildi. Bir sonraki bölümü merak ediyorum.',
    reply: 'Akşam çayıyla okunmak bu hikâyenin en sevdiği şey olabilir. Bir sonraki bölüm hazır, iyi okumalar.',
  },
  {
    text: 'Anlatım çok sade ama her cümle yerini buluyor. Bu bölümle birlikte hikâyenin havasına girdim.',
    reply: 'Sadeliği bilerek seçtim, süsü azaltınca cümleler daha çok konuşuyor. Havaya girmene sevindim.',
  },
  {
    text: 'Bölümün son cümlesi beni bir sonrakine taşıdı, tam durulacak yerde durmuşsun.',
    reply: 'Bölüm sonlarını en çok düzelttiğim yerler, o cümleyi üç kez yazdım. Taşıdıysa ne mutlu.',
  },
  {
    text: 'Karakterlerin ne istediğini söylemeden anlatman hoşuma gidiyor. Okurken ben de tahmin yürüttüm.',
    reply: 'Tahmininin ne olduğunu merak ettim; bölümler ilerledikçe doğru mu çıkacak, görelim.',
  },
  {
    text: 'Bu bölümde bir yer adı ya da küçük bir eşya gibi ayrıntılar çok iyi seçilmiş, sahneyi gözümün önüne getirdi.',
    reply: 'Ayrıntıları gerçek hayattan topluyorum, defterim bu tür şeylerle dolu. Fark ettiğin için teşekkürler.',
  },
  {
    text: 'Kısa ama dolu bir bölüm olmuş. Hikâyenin nereye gideceğini şimdiden merak ediyorum.',
    reply: 'Nereye gittiğini ben de yazarken öğreniyorum biraz. Merakını canlı tut, devamı geliyor.',
  },
  {
    text: 'Kütüphaneme ekledim, her yeni bölümü takip edeceğim.',
    reply: 'Hoş geldin! Yeni bölümleri yazdıkça senin gibi takip edenleri düşünüyorum.',
  },
  {
    text: 'Bu bölümün temposu çok dengeli, ne acele ediyor ne de oyalanıyor.',
    reply: 'Tempo için bölümü sesli okuyup kesiyorum, işe yaradığını duymak güzel.',
  },
];

/** The same for the last published chapter of a story: remarks on an ending, none asking for more chapters. */
export const DEMO_COMMENTS_LAST: readonly DemoComment[] = [
  {
    text: 'Son bölüm hikâyenin başında açılan her şeyi yerli yerine koymuş. Bitirince ilk bölüme dönüp baktım.',
    reply: 'İlk bölüme dönüp bakman benim için en güzel övgü; başla son birbirine baksın istemiştim.',
  },
  {
    text: 'Bu sonu beklemiyordum ama okuyunca başka türlü bitemezdi dedim.',
    reply: 'Sonu birkaç kez değiştirdim, en sonunda karakterler kendi sonlarını seçti. İkna olduğuna sevindim.',
  },
  {
    text: 'Kısa bir hikâye için çok şey anlatmışsın. Bitirdiğim için hem mutluyum hem biraz üzgün.',
    reply: 'Bitirmenin o tatlı burukluğunu ben de yazarken yaşadım. Okuduğun için teşekkür ederim.',
  },
  {
    text: 'Son sahne bende güzel bir tat bıraktı, birkaç gün aklımda kalacak gibi.',
    reply: 'Aklında kalması en büyük dileğimdi. Teşekkürler, bu yorum bana da günlerce yetecek.',
  },
  {
    text: 'Hikâyeyi bir oturuşta bitirdim. Arkadaşıma da önerdim, o da başladı bile.',
    reply: 'Arkadaşına da selam söyle! Bir hikâyenin elden ele geçmesi en sevdiğim şey.',
  },
  {
    text: 'Bu karakterlerle başka bir hikâyede karşılaşmak isterim, ama bu son da yerinde.',
    reply: 'Belki bir gün başka bir hikâyede yanından geçerler, kim bilir. Bu son onlarındı.',
  },
];

/** Community posts on authors' walls. */
export const DEMO_POSTS: readonly DemoPost[] = [
  {
    authorUsername: 'elifyildirim',
    content:
      "Kadıköy'de Bir Sonbahar'ın son bölümünü Moda sahilinde, tam da Nehir'in bankında oturup yazdım. Okuduğunuz ve yorum bıraktığınız için hepinize sonsuz teşekkürler. Sırada yeni bir vapur hikâyesi var!",
  },
  {
    authorUsername: 'kaan.demirel',
    content:
      "Ankara 2091 için bir soru: Derin ve Barış'ın kubbenin dışındaki ilk yılını anlatan ikinci bir kitap ister misiniz? Yorumlarda fikirlerinizi bekliyorum.",
  },
  {
    authorUsername: 'zeynep_okur',
    content:
      "Sınav haftası bitti!!! Yaz Kampı Günlüğü'nün yeni bölümlerini yazmaya başlıyorum. Bu arada Asya karakterini sevenler el kaldırsın 🙋‍♀️",
  },
  {
    authorUsername: 'mert.aksoy',
    content:
      "Okuma önerisi: Karadeniz kasabalarında geçen gizem hikâyelerine bayılıyorsanız, bu sitede Onur Güneş'in hikâyelerine mutlaka göz atın. Sis, yağmur ve eski evler; daha ne isteriz?",
  },
  {
    authorUsername: 'sevgi.karadag',
    content:
      "Torunum bana bu siteyi kurdu, ben de kırk yıllık öğretmenlik hatıralarımdan hikâyeler yazmaya başladım. Köye Gelen Öğretmen'i okuyan, yorum bırakan gençlere teşekkür ederim. Okumak en güzel yolculuktur.",
  },
  {
    authorUsername: 'burak_sahin',
    content:
      'Dün akşam gerçek bir site toplantısına katıldım. Araştırma amaçlıydı. Dört saat sürdü. Yeni bölüm için yeterince malzeme topladım diyebilirim 😅',
  },
  {
    authorUsername: 'defneuysal',
    content:
      "Tuz ve Kül Krallığı'nın haritasını çizdim! Ak Kale, kül dağları, tuz gölü... Profilime ekleyeceğim. Sizce bir sonraki hikâye kül dağlarının öbür tarafında mı geçsin?",
  },
  {
    authorUsername: 'cemre.akin',
    content:
      'Bugün atölyede çarkın başında bir dize geldi aklıma: Çamur acele edeni sevmez. Bazen en güzel cümleler ellerimiz meşgulken geliyor. Siz en çok nerede ilham buluyorsunuz?',
  },
  {
    authorUsername: 'onurgunes',
    content:
      "Yeni hikâye geliyor: Kars'ta bir otel, numarası olmayan bir kapı ve gece ikide başlayan bir vals. Korku değil, ürperti. Işıkları kapatmanıza gerek yok, söz veriyorum.",
  },
  {
    authorUsername: 'ayse.tekin',
    content:
      'Kısa hikâye yazmak isteyenlere küçük bir tavsiye: Bir karakteri tek bir alışkanlıkla tanıtın. Her pazartesi yarım kilo domates alan biri, bin kelimelik bir tanıtımdan daha çok şey anlatır.',
  },
  {
    authorUsername: 'deniz_ozkan',
    content:
      "Kaçkarlar'dan yeni döndüm, çantam çamur, defterim hikâye dolu. Bu yaz macera serisine iki yeni hikâye ekleyeceğim. Hangisi önce gelsin: dağ mı, deniz mi?",
  },
  {
    authorUsername: 'irmak.celik',
    content:
      "Yanlış Numara'yı yazarken bütün mesajları önce kendi telefonumda kendime gönderdim, gerçekçi olsun diye. Annem telefonuma bakınca çok endişelendi 😂",
  },
  {
    authorUsername: 'zeynep_okur',
    content:
      'Bir soru: Hikâyelerinizi önce deftere mi yazıyorsunuz yoksa direkt bilgisayara mı? Ben hâlâ kurşun kalem ve silgiyle başlıyorum.',
  },
  {
    authorUsername: 'elifyildirim',
    content:
      "Bu haftanın okuma önerisi: Cemre Akın'ın Eylül'e Mektuplar'ı. Sonbahar akşamı, bir bardak çay ve bu şiirler. Başka bir şeye gerek yok.",
  },
  {
    authorUsername: 'kaan.demirel',
    content:
      "Defne Uysal, Ankara 2091 evreninde bir hayran kurgusu yazmış ve ben okurken duygulandım. Barış'ın geçmişini benden daha iyi anlatmış olabilir. Mutlaka okuyun!",
  },
  {
    authorUsername: 'burak_sahin',
    content:
      "Annem Annemin WhatsApp Grubu'nu okumuş. Aile grubuna attı. Altına sadece “Çok güzel” yazdı. Babam da “Çok güzel” yazdı. Döngü tamamlandı.",
  },
  {
    authorUsername: 'defneuysal',
    content:
      'Yazarlık tıkanıklığı yaşayanlar için: Ben takıldığımda karakterime bir mektup yazıyorum. Ona ne istediğini soruyorum. Genelde cevap veriyor, hem de beklemediğim şekilde.',
  },
  {
    authorUsername: 'onurgunes',
    content:
      'Sizce en korkutucu ses hangisi: gece yarısı çalan telefon, boş odadan gelen ayak sesi, yoksa hiç ses olmaması? Ben üçüncüyü seçiyorum.',
  },
  {
    authorUsername: 'deniz_ozkan',
    content:
      "Kapadokya'da Balon Sezonu için gerçekten sabah dörtte kalkıp balonların havalanışını izledim. Hiçbir kelime o manzarayı tam anlatamaz ama denedim.",
  },
  {
    authorUsername: 'ayse.tekin',
    content:
      "Okurlarımdan biri bana Muzaffer Amca'nın kendi dedesine ne kadar benzediğini yazdı. Yazmanın en güzel yanı bu: bir hikâye, hiç tanımadığınız bir ailenin sofrasına oturabiliyor.",
  },
];

/** Short replies under community posts, generic enough for any post (picked at random). */
export const DEMO_POST_COMMENTS: readonly string[] = [
  'Kesinlikle katılıyorum, çok güzel bir paylaşım!',
  'Bunu okuyunca yazmaya başlama isteğim geri geldi.',
  'Hemen kütüphaneme ekledim, teşekkürler!',
  'Bu tavsiyeyi hemen deniyorum.',
  'Sabırsızlıkla bekliyorum, ama acele etme!',
  'Haha, çok güldüm 😂',
  'Bu site iyi ki var, hepinizi okumak çok güzel.',
  'Ben de tam bunu düşünüyordum, aklımı okudun.',
  'Yeni hikâyeyi ilk okuyan ben olacağım!',
  'Çok tatlısın, iyi ki yazıyorsun.',
  'Bence ikisi de olsun, seçemedim 😅',
  'Ben de aynı şeyi yaşıyorum, yalnız olmadığımı bilmek güzel.',
  'Bu paylaşımın ekran görüntüsünü alıp sakladım.',
  'Emeğine sağlık, her paylaşımın ilham veriyor.',
  'Fikrine tamamen katılıyorum, devamını bekliyorum.',
  'Bunu arkadaşlarıma da gönderdim!',
  'Yorumlarda toplanalım, bu konu çok konuşulur 🙋',
  'Okudum, düşündüm, bir daha okudum. Çok güzel.',
  'Harika bir haber, tebrikler!',
  'Bu paylaşımı okuyunca gülümsedim, iyi ki yazıyorsun.',
];
