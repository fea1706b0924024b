// Signup and login (SPEC §5, §8)
export const invalidEmail = 'Geçersiz e-posta adresi. Lütfen mail adresinizi kontrol edin.';
export const tooYoung = '12 yaşından küçükler kayıt olamaz.';
export const passwordsMismatch = 'Şifreler eşleşmiyor!';
export const acceptTerms = 'Lütfen hizmet şartları ve gizlilik politikasını kabul edin.';
export const loginFailed = 'Giriş başarısız. Lütfen bilgilerinizi kontrol edin.';
export const registerFailed = 'Kayıt başarısız. Lütfen bilgilerinizi kontrol edin.';
export const registerSuccess = 'Kayıt işleminiz başarıyla tamamlandı! Artık giriş yapabilirsiniz.';
export const genericError = 'Bir hata oluştu!';
