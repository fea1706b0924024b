// Authoring (SPEC §5, §8)
export const coverRequired = 'Kapak fotoğrafı yüklenmelidir.';
export const contentWarningsInvalid = 'İçerik uyarıları geçersiz. Lütfen listeden seçin.';
export const sexualNeedsMature = 'Cinsellik uyarısı taşıyan hikayeler yetişkin (18+) olarak işaretlenmelidir.';
export const categoryRequired = 'Kategori seçilmelidir.';
export const copyrightRequired = 'Telif hakkı seçilmelidir.';
export const titleRequired = 'Hikaye başlığı boş olamaz.';
export const titleTooLong = 'Başlık en fazla 200 karakter olabilir.';
export const descriptionTooLong = 'Açıklama en fazla 5000 karakter olabilir.';
export const imagesOnly = 'Lütfen sadece resim dosyası seçin.';
export const imageTooLarge = 'Kapak fotoğrafı en fazla 5 MB olabilir.';
export const imageTooManyPixels = 'Resim çok büyük. Lütfen daha küçük bir resim seçin.';
export const imageProcessing = 'Resim işlenirken bir hata oluştu. Lütfen farklı bir resim deneyin.';
export const compressing = 'Dosya 2 MB’tan büyük, sıkıştırılıyor…';
// SPEC §5 says "Maksimum 5MB", but every picked image is scaled and re-encoded in the
// browser before upload, so any size works; the hint says what really happens.
export const coverHint = 'Her boyutta resim seçebilirsiniz; yüklemeden önce 800 × 1200 piksele sığdırılıp JPEG olarak sıkıştırılır.';
export const missingSession = 'Oturum bilginiz bulunamadı. Lütfen tekrar giriş yapın.';
export const storyCreatedNoId = 'Hikaye oluşturuldu ancak ID alınamadı. Lütfen tekrar deneyin.';
export const storyNetworkError = 'Dosya çok büyük olabilir. Lütfen daha küçük bir kapak fotoğrafı seçin.';
export const storyCreateError = 'Hikaye oluşturulurken bir hata oluştu: ';
export const storyCreated = 'Hikayeniz oluşturuldu.';
export const storyNotFound = 'Hikaye bulunamadı.';
export const titleAndContentRequired = 'Başlık ve içerik boş olamaz.';
export const characterLimit = 'Karakter sınırını aştınız!';
export const chapterNestingTooDeep = 'Bölümdeki biçimlendirme çok fazla iç içe geçmiş. Lütfen biçimlendirmeyi sadeleştirin.';
export const chapterMarkupTooHeavy = 'Bölümde metne göre çok fazla biçimlendirme var. Lütfen biçimlendirmeyi sadeleştirin.';
export const saveError = 'Kaydedilirken bir hata oluştu.';
export const publishError = 'Yayımlanırken bir hata oluştu.';
export const previewUnsaved = 'Kaydedilemedi. Önizleme yapılamıyor.';
export const saved = 'Bölüm kaydedildi.';
export const chapterConflict =
  'Bu bölüm, siz düzenlerken başka bir sekmede veya cihazda kaydedildi. Kaydetmeden önce iki sürümü karşılaştırın.';
export const chapterPublished = 'Bölüm yayımlandı.';
export const chapterUnpublished = 'Bölüm yayından kaldırıldı.';
export const chapterDeleted = 'Bölüm silindi.';
export const revisionNotFound = 'Sürüm bulunamadı.';
/** An author's note (before or after a chapter) longer than LIMITS.authorNoteMaxChars. */
export const authorNoteTooLong = 'Yazarın notu en fazla 2000 karakter olabilir.';
/** PUT /stories/{id}/chapter-order with a list that is not the story's chapters, each once. */
export const chapterOrderInvalid = 'Bölüm sırası, hikayenin bütün bölümlerini birer kez içermelidir. Sayfayı yenileyip tekrar deneyin.';
export const chapterOrderSaved = 'Bölüm sırası kaydedildi.';
export const chapterOrderError = 'Bölüm sırası kaydedilemedi; önceki sıraya dönüldü.';
export const draftSaved = 'Taslak kaydedildi.';
export const revisionRestored = 'Sürüm geri yüklendi.';
export const storyUpdated = 'Hikaye bilgileri güncellendi.';
export const storyUnpublished = 'Hikaye yayından kaldırıldı.';
export const storyDeleted = 'Hikaye silindi.';
export const noStories = 'Henüz bir hikayeniz yok.';
export const myStoriesError = 'Hikayeler getirilemedi. Lütfen tekrar deneyin.';
export const passwordRequiredForDelete = 'Please enter your password!';
export const passwordRequired = 'Lütfen şifrenizi girin.';
export const wrongPassword = 'Girdiğiniz şifre hatalı';
export const bookIdMismatch = 'Bölüm bu hikayeye ait değil.';
