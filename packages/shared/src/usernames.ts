/** Usernames: letters (Turkish ones too), digits, '.' and '_' (length is checked separately). */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.çğıöşüÇĞİÖŞÜ]+$/;
