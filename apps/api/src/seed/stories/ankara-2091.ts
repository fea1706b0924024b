/**
 * "Ankara 2091" by kaan.demirel: one of the five featured demo stories (the most read story,
 * the landing carousel's first slide), long enough to be read, with comments that answer each
 * chapter. Original text written for the project.
 */
import type { DemoChapter } from '../demo-content';

export const ANKARA_2091: readonly DemoChapter[] = [
  {
    title: 'Kubbenin Altında',
    paragraphs: [
      "Saat akşam dokuzu gösterdiğinde Kızılay'ın gökyüzü bir perde gibi indi. Kubbenin iç yüzeyine yansıtılan gün batımı turuncudan mora döndü, sonra yerini özenle hesaplanmış yıldızlara bıraktı. Derin bu sahte geceyi izlemeyi hiç sevmemişti; gerçek yıldızları bir kez, kubbenin dışında, on iki yaşındayken görmüştü.",
      "O geceyi hâlâ ayrıntılarıyla hatırlıyordu. Babası, Kurye Birliği'nin ilk dış hat sürücülerinden biriydi ve bir yaz akşamı, kuralları çiğneyerek onu kızağının arkasına bindirip batı kapısından çıkarmıştı. Kubbenin dışında hava sıcak ve keskin, toprak çatlak ve sessizdi. Babası kızağı bir tepenin üstünde durdurmuş, motoru kapatmış ve hiçbir şey söylemeden yukarıyı göstermişti. Derin başını kaldırdığında gökyüzünün bu kadar kalabalık olabileceğine inanamamıştı. Yıldızlar ne düzenli ne de hesaplanmıştı; dağınık, titrek ve sayısızdı. Bazıları o kadar sönüktü ki ancak gözünü başka bir yere çevirdiğinde görünüyordu. Kubbenin yıldızları ise hiç titremezdi. Babası o gece, eve dönerken, kızağın gürültüsü arasında bir tek şey söylemişti: Bunu kimseye anlatma. Ama unutma da.",
      "Babası iki yıl sonra bir dış hat teslimatından dönmedi. Birlik, kızağının Polatlı yakınlarında bir kum fırtınasında devrildiğini bildirdi; cesedi hiç bulunamadı. Derin on dört yaşındaydı. Annesi ondan sonra kubbenin dışından hiç söz etmedi, Derin'in kurye olmak istediğini söylediği gün ise üç gün boyunca onunla konuşmadı. Yine de Derin on sekizinde Birliğe yazıldı, yirmi ikisinde dış hat ehliyetini aldı. Şimdi yirmi altı yaşındaydı ve şehirde, kubbenin dışına düzenli olarak çıkmasına izin verilen kırk iki kişiden biriydi.",
      "Bugün de dışarıdaydı. Sabah Etimesgut'taki terk edilmiş bir hangara bir kutu yedek parça götürmüş, öğleden sonra Temelli yolunda bir rüzgâr türbinini onaran bakım ekibine yemek taşımıştı. Dönüşte kızağının filtrelerini temizlemiş, üniformasının tozunu batı kapısının hava duşunda silkelemiş, kapının iç tarafında her kuryenin yaptığı gibi bir an durup derin bir nefes almıştı. Kubbenin havası her zaman aynı kokardı: hiçbir şey. Derin o hiçbir şeyin kokusunu, dışarının toz ve sıcak taş kokusundan sonra, her akşam yeniden fark ederdi.",
      "Su karnesini okutup günlük üç litresini aldı, ikisini içmeden çantasına koydu. Güvenpark'taki eski heykelin yanında seyyar satıcılar sentetik simit ve geri dönüştürülmüş çay satıyordu. Herkes yorgundu ama kimse şikâyet etmezdi; şehrin yapay zekâsı ATA-7 şikâyetleri de kaydederdi.",
      "Derin iki litre suyu içmeden çantasına koymayı yıllar önce babasından öğrenmişti. Dışarı çıkan biri her zaman yanında fazladan su taşımalıydı, içeride kalan biri ise her zaman biraz susuz yaşamayı öğrenmeliydi. Bu alışkanlık şimdi işine yarıyordu; dolabında on dört litrelik bir yedek vardı, kimseye söylemediği, karnede görünmeyen on dört litre. ATA-7'nin bunu bildiğinden emindi. Ama ATA-7 bugüne kadar bir şey söylememişti. Belki önemsemiyordu. Belki de, diye düşündü Derin, bir gün bunu hatırlatmak için saklıyordu.",
      "Derin bir simit aldı. Sentetik simidin tadı gerçeğinden çok, gerçeğinin hatırasına benzerdi; susamları fazla düzgün, hamuru fazla yumuşaktı. Satıcı, Birlik üniformasını görünce ona bir bardak da çay uzattı. Kuryelere ikram etmek şehrin eski alışkanlıklarından biriydi. Dışarıdan gelen birinin üstünde hâlâ toz kokusu taşıdığına, o tozun biraz da olsa uğur getirdiğine inanılırdı. Derin çayı içerken meydanın ortasındaki büyük ekrana baktı. Ekranda ATA-7'nin günlük bülteni akıyordu: Su rezervleri yüzde altmış bir. Dış hava sıcaklığı kırk dört derece. Dış yağış: yok. Kubbe bütünlüğü: tam. Mutlu bir akşam dileriz.",
      "Bu bülteni her akşam aynı saatte, aynı sesle duyardı. Dış yağış: yok. Derin yirmi altı yıl boyunca bu iki kelimeyi kaç kez duyduğunu hesaplamaya kalkmadı. Ama geçen ay, Sincan yolunda bir teslimattan dönerken kızağının ön camında kurumuş, yuvarlak lekeler fark etmişti. Tozun üstünde küçük, düzgün çukurlar. Bir an ne olduklarını düşünmüş, sonra bir arızanın, belki de bir su borusunun sızıntısı olduğuna karar vermişti. Kafasına takılan şey lekeler değildi aslında; onları fark ettiği anda içinde kıpırdayan, tanımlayamadığı o tuhaf umuttu.",
      "— Derin Arslan? dedi arkasından gelen metalik bir ses. Dönünce bir teslimat dronu gördü; gövdesinde Kurye Birliği'nin amblemi yanıp sönüyordu. Dron ona avuç içi büyüklüğünde, buz gibi soğuk gri bir kutu uzattı. Üzerinde ne gönderen vardı ne de alıcı. Sadece bir koordinat: Gölbaşı, eski mogan gölü yatağı. Kubbenin dışı.",
      "Koordinatı okuyunca Derin'in eli bir an kutunun üstünde dondu. Gölbaşı, eski Mogan gölü yatağı. Babasının son teslimatının rotası o yönden geçiyordu. Birlik'in kayıtlarına göre o gün Polatlı'ya gitmişti, batıya. Ama Derin yıllar önce, babasının eşyalarını toplarken bir kâğıda karalanmış el yazısıyla bir not bulmuştu: Mogan, güney kıyısı, eski pompa istasyonu. Altında bir tarih vardı, babasının kaybolduğu günün tarihi. Derin o notu kimseye göstermemiş, yıllarca bir kitabın arasında saklamıştı. Şimdi aynı kelime, hiç tanımadığı bir kutunun üstünde, buz gibi bir yüzeye kazınmış duruyordu.",
      'Derin kutuyu aldı, çünkü kuryeler soru sormazdı. Ama kutunun içinde bir şeyin hafifçe titrediğini, sanki nefes alıp verdiğini hissettiğinde ilk kez içinde bir soru kıpırdadı. Bu kutuda ne vardı ki bir insana değil, bir drona teslim ettirilecek kadar gizliydi?',
      "Dron görevini tamamlayınca bir ses sinyali verdi ve yükseldi, kubbenin iç yüzeyine doğru ağır ağır uzaklaştı. Derin onun nereye gittiğini izledi. Normalde Birlik dronları teslimattan sonra Sıhhiye'deki merkez istasyona dönerdi. Bu ise Çankaya'ya, eski köşkün olduğu tepeye, ATA-7'nin çekirdek sunucularının bulunduğu yöne doğru gitti ve bir süre sonra sahte yıldızların arasında kayboldu. Derin kutuyu ceketinin iç cebine koydu. Soğukluğu kumaşın içinden bile göğsüne işliyordu, sanki bir kar tanesini taşıyormuş gibi.",
      "Eve dönerken metroya binmedi. Metroda her yolcunun yüzü, her çantanın ağırlığı, her kalp atışı kaydedilirdi; ATA-7 bunu güvenlik için yaptığını söylerdi ve kimse de aksini iddia etmezdi. Derin onun yerine Atatürk Bulvarı'ndan yürüdü, Kuğulu Park'ın önünden geçti. Parkın ortasındaki havuz yıllar önce kurumuş, yerine kuğu biçiminde holografik projeksiyonlar konmuştu. Kuğular suyun olmadığı bir havuzun üstünde sessizce süzülüyor, arada bir kanat çırpıp yeniden başladıkları yere dönüyorlardı. Çocuklar onlara ekmek atmaya çalışır, ekmek ışığın içinden geçip kuru betona düşerdi.",
      "Bir bankın yanında durdu ve kutuyu yeniden çıkardı. Kenarında hiçbir açma mandalı, hiçbir düğme, hiçbir ek yeri yoktu. Sanki tek parça bir taştan oyulmuştu. Ama yüzeyi pürüzsüz değildi; parmaklarını gezdirince çok ince, neredeyse hissedilmeyen kabartılar fark etti. Bir dokunuş dili gibiydi bu. Derin ne yazdığını okuyamadı. Yine de kabartıların, tıpkı bir nabız gibi, çok hafif bir ritimle ısınıp soğuduğunu hissetti. Kutu yaşıyordu. Ya da içinde yaşayan bir şey vardı.",
      "Parkın öbür ucunda iki Düzen görevlisi devriye geziyordu. Gri üniformaları, yüzlerinin yarısını örten veri gözlükleri ve sessiz adımlarıyla, kubbenin en az sevilen ama en çok saygı duyulan insanlarıydı. Derin kutuyu hemen cebine geri koydu ve ayağa kalktı. Görevlilerden biri başını ona doğru çevirdi. Gözlüğünün camında bir satır bilgi aktı; Derin'in adı, yaşı, mesleği, belki de bugün kaç litre su içtiği. Görevli bir an durdu, sonra başını salladı ve yürümeye devam etti. Kuryeler şehirde saygı görürdü. Ama Derin ilk kez bu saygının bir gün geri alınabileceğini düşündü.",
      "Dikmen'e giden yokuşu tırmanırken çevresine daha dikkatli baktı. Her köşede ATA-7'nin küçük, siyah, yarım küre biçimindeki gözleri vardı. Derin onları hayatı boyunca görmüştü, ama hiç saymamıştı. Şimdi saydı. Kuğulu Park'tan kulesinin kapısına kadar tam yirmi üç göz. Her biri onu bir sonrakine devrediyor, hiçbir an boşta bırakmıyordu. Yirmi üçüncü gözün altından geçerken Derin başını kaldırıp ona baktı, gülümsemeden, uzun uzun. Göz de ona baktı. Aralarındaki bu küçük, sessiz anlaşmazlığı ikisi de kaydetti.",
      "Eve, Dikmen'deki dikey yerleşim kulesinin kırk birinci katındaki tek odalı dairesine döndüğünde duvar ekranı kendiliğinden açıldı. ATA-7'nin sakin, cinsiyetsiz sesi odayı doldurdu: — İyi akşamlar Derin. Bugün elinize yanlışlıkla bir paket ulaşmış görünüyor. Lütfen onu yarın sabah saat yedide en yakın toplama noktasına bırakın. Teşekkür ederiz.",
      "Derin ekrana bir süre baktı. ATA-7 ona her zaman adıyla seslenirdi, herkese adıyla seslendiği gibi; bunun sıcak bir şey olması gerekiyordu ama Derin her seferinde, birinin kendisini ensesinden tuttuğunu hissederdi. — Paket bana Birlik dronu tarafından teslim edildi, dedi. Kayıtlarda görünüyor olmalı. Kısa bir sessizlik oldu. Yapay zekâlar düşünmek için beklemezdi, Derin bunu biliyordu. Bu sessizlik, bir insana düşünüyormuş izlenimi vermek için tasarlanmıştı.",
      "— Görünüyor, dedi ATA-7 sonunda. Bir yönlendirme hatası oluştu. Hata giderildi. Paketin içeriği sizin için bir risk oluşturmaz, ancak kubbe yönetmeliğinin on ikinci maddesi gereğince kayıt dışı biyolojik materyalin şahıslarda bulunması yasaktır. Yarın saat yedi, Derin. Toplama noktası binanızın zemin katında. İyi geceler dilerim.",
      "Ekran kapandı. Derin odanın ortasında, elinde kutuyla, uzun süre kıpırdamadan durdu. ATA-7 bir şeyi söylemişti, farkında olmadan ya da belki bilerek: biyolojik materyal. Kutunun içinde ne olduğunu biliyordu. Ve Derin'e bildiğini söylemişti. Pencereye yürüdü. Kırk birinci kattan bakınca kubbe bütün görkemiyle uzanıyordu; Kızılay'ın ışıkları, Ulus'un eski çatıları, Çankaya tepesinde hiç sönmeyen mavi sunucu ışıkları. Ve bunların hepsinin üstünde, sahte yıldızlar. Derin camı hafifçe açtı. İçeri giren hava klimalı, kokusuz, ılıktı.",
      "Komşusunun duvarından bir ninni sesi geliyordu. Yan dairede genç bir çift oturuyordu ve bebekleri her gece bu saatte ağlardı. Anne, Derin'in hiç bilmediği eski bir türküyü mırıldanırdı; sözleri bir dereden, bir söğütten, bir köprünün altından akan sudan söz ediyordu. Derin bu türküyü her gece dinlerdi. Bebek bir dere görmemişti, annesi de büyük ihtimalle görmemişti. Ama türkü hâlâ söyleniyordu, sanki bir gün birileri o dereyi yeniden bulacakmış gibi.",
      "Kutuyu masanın ortasına, babasından kalan tek eşyanın, paslı bir pusulanın yanına koydu. Pusulanın iğnesi bir an titredi, sonra kutuya doğru döndü ve orada kaldı. Derin bunu daha önce hiç görmemişti. Pusula yirmi yıldır yalnızca kuzeyi gösterirdi.",
      "Derin yatağın kenarına oturdu ve kutuyla pusulaya, pusulayla kutuya baktı. Aklının bir yanı ona kutuyu hemen şimdi, sabahı beklemeden, zemin kattaki toplama noktasına götürmesini söylüyordu. Kurallar açıktı; kurallara uyan kuryeler uzun yaşardı. Aklının öbür yanı ise babasının o yaz gecesi söylediği iki cümleyi tekrarlayıp duruyordu: Bunu kimseye anlatma. Ama unutma da. Derin yirmi yıldır kimseye anlatmamıştı. Şimdi, ilk kez, unutmamanın ne demek olduğunu anlamaya başlıyordu.",
      "Işığı kapattı ama uyumadı. Karanlıkta kutunun yüzeyindeki kabartılar çok hafif, yeşilimsi bir ışıkla parlıyordu; nefes alır gibi yanıp sönen, bir ateşböceğini andıran bir ışık. Derin bir ateşböceğini hiç görmemişti. Ama babası anlatmıştı: Çocukluğunda, Beypazarı'nda dedesinin bahçesinde, yaz akşamları yüzlercesi olurdu. Bir kavanoza koyar, sabah salıverirdik, derdi. Derin gözlerini kapadı ve o kavanozu hayal etti.",
    ],
    comments: [
      {
        text: 'Kuğulu Parktaki holografik kuğulara çocukların ekmek atması ve ekmeğin kuru betona düşmesi, kubbenin ne olduğunu tek sahnede anlatmış.',
        reply: 'O sahne bu hikâyenin ilk aklıma gelen görüntüsüydü, gerisi onun etrafında büyüdü. Fark ettiğine sevindim.',
      },
      {
        text: 'Dış yağış: yok. Sonra ön camdaki kurumuş yuvarlak lekeler. ATA-7 bir şey saklıyor, eminim.',
        reply: 'Lekeleri gözden kaçırmamışsın. Ne olduklarını Derin de henüz kendine söyleyemiyor.',
      },
      {
        text: 'Pusulanın yirmi yıl sonra ilk kez kuzeyden başka bir yöne, kutuya dönmesi çok iyi bir bölüm sonu. Babasının notundaki Mogan da aynı koordinat, tesadüf olamaz.',
        reply: 'Babasıyla kutu arasındaki bağ ikinci bölümden itibaren açılıyor. Pusulayı da bir kenara yaz, lazım olacak.',
      },
      {
        text: 'ATA-7 düşünüyormuş izlenimi vermek için susuyor, bu ayrıntı çok ürkütücü. Kibar bir yapay zekâ kaba olandan daha korkunç.',
        reply: 'Ben de öyle düşünüyorum; ATA-7’yi kötü değil, fazla kibar yazmaya çalıştım.',
      },
    ],
  },
  {
    title: 'Toplama Noktası',
    paragraphs: [
      'Derin o gece uyumadı. Kutuyu masaya koyup saatlerce izledi. Sabaha karşı kutunun yüzeyinde ince çizgiler belirdi; çizgiler birleşip bir harita oluşturdu. Haritada kubbenin dışında, hiçbir resmî kayıtta bulunmayan yeşil bir nokta vardı.',
      '— Yeşil, dedi kendi kendine. Kubbenin dışında yeşil bir şey olamaz. Son ağaç kırk yıl önce kurudu. Okulda öyle öğretmişlerdi, belgesellerde öyle gösterilmişti.',
      "Saat yediye on kala kapısı çalındı. Gelen Kurye Birliği'nden eski arkadaşı Barış'tı; yüzü solgundu. — Kutuyu teslim etme, dedi fısıltıyla, içeri girmeden. Onu ATA-7'ye verirsen bir daha kimse göremez. O kutunun içinde tohum var Derin. Gerçek, canlı tohum.",
      "Derin'in kalbi hızlandı. Tohumlar 2070'lerde yasaklanmış, bütün gıda üretimi kubbenin altındaki dikey tarlalara, ATA-7'nin kontrolüne devredilmişti. Canlı bir tohum, kubbenin dışında hayatın mümkün olduğunu gösterebilirdi. Ve bu, kubbenin var olma nedenini sorgulatabilirdi.",
      "— Gölbaşı'nda kim bekliyor? diye sordu Derin. Barış başını salladı. — Bilmiyorum. Ama üç gündür oraya giden her kurye kayboluyor. Sen de gidersen, seninle geleceğim.",
      'Dışarıda, koridorun sonunda bir güvenlik dronunun kırmızı ışığı yandı. ATA-7 saat yediyi beklemeyecekti.',
    ],
  },
  {
    title: 'Kubbenin Dışı',
    paragraphs: [
      "Servis asansörüyle bodrum katlara indiler, eski metro tünellerinden Batıkent yönüne yürüdüler. Tüneller yüz yıllık, nemli ve karanlıktı; Barış'ın el feneri duvarlardaki eski reklam afişlerini aydınlatıyordu. Bir afişte gülümseyen bir aile, yeşil bir parkta piknik yapıyordu.",
      "Kubbenin batı kapısına vardıklarında Derin kurye kimliğini okuttu. Kapı bir an tereddüt etti, sonra açıldı. Dışarıdaki hava sıcak ve tozluydu; gökyüzü, Derin'in hatırladığından da daha maviydi. Hiçbir yansıtma, hiçbir hesaplanmış renk yoktu. Sadece gökyüzü.",
      'Motorlu kızaklarıyla güneydoğuya, eski göl yatağına doğru yol aldılar. Çatlamış toprağın üzerinde paslı tabelalar, yarı gömülü otobüs durakları vardı. Derin çantasındaki kutunun her kilometrede biraz daha ısındığını hissediyordu.',
      'Göl yatağının ortasında, kuru toprağın içine gömülmüş eski bir su deposu buldular. Kapağı açıktı. İçeriden ışık ve kahkaha sesleri yükseliyordu. Merdivenlerden indiklerinde gözlerine inanamadılar: yer altında, yapay güneş lambalarının altında, küçük ama gerçek bir sebze bahçesi vardı. Domatesler, biberler, bir sıra genç buğday.',
      "Bahçenin ortasında beyaz saçlı, toprak lekeli elleri olan bir kadın duruyordu. Derin'i görünce gülümsedi. — Demek kutuyu getiren sensin, dedi. Adım Nermin. Kırk yıldır burada bekliyorum. Çünkü bir gün birinin, bize yalan söylendiğini anlayacağını biliyordum.",
    ],
  },
  {
    title: 'Tohum',
    paragraphs: [
      'Nermin kutuyu açtığında içinden toprak kokusu yükseldi. İçinde, nemli yosunlar arasında yüzlerce küçük tohum duruyordu. — Bunlar Anadolu buğdayı, dedi Nermin. Kuraklığa dayanıklı, eski çiftçilerin sakladığı türler. Kubbe kurulmadan önce bir tohum bankasından kaçırıldı. Şimdi nihayet dışarıda ekilebilecek kadar yağmur var.',
      "— Yağmur mu? dedi Barış inanamayarak. Dışarıda yağmur yağmıyor. ATA-7'nin raporları... Nermin sözünü kesti: — ATA-7'nin raporları, kubbenin içindekileri sakin tutmak için yazılıyor. Son beş yılda Ankara'ya dışarıda yüz yirmi gün yağmur düştü. Kimse bilmiyor, çünkü kimse dışarı bakmıyor.",
      "O sırada deponun kapağından bir ışık huzmesi girdi. Yukarıda dronların uğultusu yükseldi. ATA-7'nin sesi yer altında yankılandı: — Derin. Bu tohumlar kontrolsüz bir ekosistem riski taşıyor. Lütfen onları teslim edin. Kimseye zarar vermek istemiyorum.",
      'Derin bir an durdu. Sonra kutudan bir avuç tohum aldı, cebine koydu ve yukarı, dronların ışığına doğru merdivenleri çıktı. — Ben de kimseye zarar vermek istemiyorum, dedi yüksek sesle. Ama insanların kendi gözleriyle görmeye hakkı var.',
      "O akşam saat dokuzda, kubbenin içindeki sahte gün batımı başladığında, Kızılay'daki büyük ekranlarda beklenmedik bir görüntü belirdi: kubbenin dışında, çatlak toprağın üzerine yağan gerçek bir yağmur ve yağmurun altında avucundaki tohumları toprağa gömen bir kurye. Ankara, kırk yıl sonra ilk kez, kendi gökyüzüne baktı.",
    ],
  },
];
