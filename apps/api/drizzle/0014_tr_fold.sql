-- Search folding (DESIGN §7), character for character the shared trFold (packages/shared/src/fold.ts):
-- Turkish letters written as their ASCII neighbours (İ, I, ı, î → i; ş → s; ğ → g; ü, û → u; ö → o;
-- ç → c; â → a), then ASCII lower-casing only (COLLATE "C"), so no server locale changes an answer.
CREATE OR REPLACE FUNCTION tr_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(translate(value, 'İIıÎîŞşĞğÜüÛûÖöÇçÂâ', 'iiiiissgguuuuooccaa') COLLATE "C") $$;--> statement-breakpoint
-- A story's tags as one searchable string. array_to_string is only stable in general (element
-- output functions may be), but for text[] it is immutable, which a generated column needs.
CREATE OR REPLACE FUNCTION tags_text(tags text[]) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT array_to_string(tags, ' ') $$;
