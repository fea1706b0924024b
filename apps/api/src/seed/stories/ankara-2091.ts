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
      "Su karnesini okutup günlük üç litresini aldı, ikisini içmeden çantasına koydu. Güvenpark'taki eski heykelin yanında seyyar satıcılar sentetik simit ve geri dönüştürülmüş çay satıyordu. Herkes yorgundu ama kimse şikâyet etmezdi; şehrin yapay zekâsı ATA-7 şikâyetleri de kaydederdi.",
      "— Derin Arslan? dedi arkasından gelen metalik bir ses. Dönünce bir teslimat dronu gördü; gövdesinde Kurye Birliği'nin amblemi yanıp sönüyordu. Dron ona avuç içi büyüklüğünde, buz gibi soğuk gri bir kutu uzattı. Üzerinde ne gönderen vardı ne de alıcı. Sadece bir koordinat: Gölbaşı, eski mogan gölü yatağı. Kubbenin dışı.",
      'Derin kutuyu aldı, çünkü kuryeler soru sormazdı. Ama kutunun içinde bir şeyin hafifçe titrediğini, sanki nefes alıp verdiğini hissettiğinde ilk kez içinde bir soru kıpırdadı. Bu kutuda ne vardı ki bir insana değil, bir drona teslim ettirilecek kadar gizliydi?',
      "Eve, Dikmen'deki dikey yerleşim kulesinin kırk birinci katındaki tek odalı dairesine döndüğünde duvar ekranı kendiliğinden açıldı. ATA-7'nin sakin, cinsiyetsiz sesi odayı doldurdu: — İyi akşamlar Derin. Bugün elinize yanlışlıkla bir paket ulaşmış görünüyor. Lütfen onu yarın sabah saat yedide en yakın toplama noktasına bırakın. Teşekkür ederiz.",
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
