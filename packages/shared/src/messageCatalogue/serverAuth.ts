// Server-side auth messages
export const allFieldsRequired = 'Lütfen tüm alanları doldurun.';
export const emailTaken = 'Bu e-posta adresiyle kayıtlı bir hesap zaten var.';
export const usernameTaken = 'Bu kullanıcı adı zaten mevcut';
export const usernameInvalid =
  'Kullanıcı adı 3-30 karakter olmalı ve yalnızca harf, rakam, nokta ve alt çizgi içermelidir.';
export const passwordTooShort = 'Şifre en az 6 karakter olmalıdır';
export const passwordTooLong = 'Şifre en fazla 128 karakter olabilir.';
export const birthDateInvalid = 'Lütfen geçerli bir doğum tarihi seçin.';
export const wrongCredentials = 'E-posta adresi veya şifre hatalı.';
export const tooManyAttempts = 'Çok fazla deneme yaptınız. Lütfen biraz bekleyip tekrar deneyin.';
export const tooFast = 'Çok hızlı işlem yapıyorsunuz. Lütfen biraz bekleyip tekrar deneyin.';
export const unauthorized = 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.';
export const forbidden = 'Bu işlem için yetkiniz yok.';
export const notFound = 'Aradığınız kayıt bulunamadı.';
export const routeNotFound = 'İstediğiniz adres bulunamadı.';
export const tagInvalid = 'Etiketler 2–30 karakter olmalı; harf, rakam, boşluk ve kısa çizgi içerebilir.';
export const tooManyTags = 'Bir hikayeye en fazla 10 etiket ekleyebilirsiniz.';
export const tagNotFound = 'Bu etikette henüz hikaye yok.';
export const badRequest = 'İstek geçersiz. Lütfen bilgileri kontrol edip tekrar deneyin.';
export const payloadTooLarge = 'Gönderilen veri çok büyük.';
export const jsonTooDeep = 'Gönderilen veri çok fazla iç içe yapı içeriyor.';
export const serverError = 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.';
export const unavailable = 'Sunucu şu anda kapanıyor. Lütfen birazdan tekrar deneyin.';
