-- The Turkish alphabetical sort key (issue 26: the library sorted on the server), the same
-- order as the web's compareTr (Intl.Collator 'tr'): Turkish lower-casing (tr_lower), then each
-- letter of the Turkish alphabet, with q, w and x where ICU puts them, written as one of 32
-- consecutive code points from U+0100, so comparing keys byte by byte (COLLATE "C", UTF-8 byte
-- order being code point order) orders Ç after C and before D, ı before i, Ş after S; digits,
-- spaces and punctuation come before letters, accented letters of other languages (é, à, ñ)
-- with their base letter. Its twin for tests: apps/api/src/modules/books/library.query.ts.
CREATE OR REPLACE FUNCTION tr_sort_key(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT translate(tr_lower(value), 'abcçdefgğhıijklmnoöpqrsştuüvwxyzàáâäãåèéêëìíîïòóôõùúûýÿñ', 'ĀāĂăĄąĆćĈĉĊċČčĎďĐđĒēĔĕĖėĘęĚěĜĝĞğĀĀĀĀĀĀąąąąċċċċđđđđęęęĞĞĐ') $$;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "title_sort" text GENERATED ALWAYS AS (tr_sort_key("title")) STORED NOT NULL;