/**
 * The Turkish message catalogue. Texts named by the spec are copied letter for letter;
 * the server's own messages (DESIGN §1) are here too so both sides say the same thing.
 */
export const MSG = {
  // Signup and login (SPEC §5, §8)
  invalidEmail: 'Geçersiz e-posta adresi. Lütfen mail adresinizi kontrol edin.',
  tooYoung: '12 yaşından küçükler kayıt olamaz.',
  passwordsMismatch: 'Şifreler eşleşmiyor!',
  acceptTerms: 'Lütfen hizmet şartları ve gizlilik politikasını kabul edin.',
  loginFailed: 'Giriş başarısız. Lütfen bilgilerinizi kontrol edin.',
  registerFailed: 'Kayıt başarısız. Lütfen bilgilerinizi kontrol edin.',
  registerSuccess: 'Kayıt işleminiz başarıyla tamamlandı! Artık giriş yapabilirsiniz.',
  genericError: 'Bir hata oluştu!',
  // Server-side auth messages
  allFieldsRequired: 'Lütfen tüm alanları doldurun.',
  emailTaken: 'Bu e-posta adresiyle kayıtlı bir hesap zaten var.',
  usernameTaken: 'Bu kullanıcı adı zaten mevcut',
  usernameInvalid:
    'Kullanıcı adı 3-30 karakter olmalı ve yalnızca harf, rakam, nokta ve alt çizgi içermelidir.',
  passwordTooShort: 'Şifre en az 6 karakter olmalıdır',
  passwordTooLong: 'Şifre en fazla 128 karakter olabilir.',
  birthDateInvalid: 'Lütfen geçerli bir doğum tarihi seçin.',
  wrongCredentials: 'E-posta adresi veya şifre hatalı.',
  tooManyAttempts: 'Çok fazla deneme yaptınız. Lütfen biraz bekleyip tekrar deneyin.',
  unauthorized: 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.',
  forbidden: 'Bu işlem için yetkiniz yok.',
  notFound: 'Aradığınız kayıt bulunamadı.',
  routeNotFound: 'İstediğiniz adres bulunamadı.',
  badRequest: 'İstek geçersiz. Lütfen bilgileri kontrol edip tekrar deneyin.',
  payloadTooLarge: 'Gönderilen veri çok büyük.',
  serverError: 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
  unavailable: 'Sunucu şu anda kapanıyor. Lütfen birazdan tekrar deneyin.',
  // Dashboard (SPEC §2, §8)
  emptyLibraryShelf: 'Kütüphanenizde henüz kitap yok.',
  emptyShelf: 'Bu kategoride kitap yok.',
  dashboardError: 'Dashboard verileri alınırken hata oluştu: ',
  noChapters: 'Kitabın henüz bir bölümü yok.',
} as const;

export type MessageKey = keyof typeof MSG;

/** Machine-readable error codes sent beside the Turkish message. */
export const ERROR_CODES = {
  VALIDATION: 'VALIDATION',
  INVALID_EMAIL: 'INVALID_EMAIL',
  TOO_YOUNG: 'TOO_YOUNG',
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  USERNAME_TAKEN: 'USERNAME_TAKEN',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  RATE_LIMITED: 'RATE_LIMITED',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  INTERNAL: 'INTERNAL',
  UNAVAILABLE: 'UNAVAILABLE',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
