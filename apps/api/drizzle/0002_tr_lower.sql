-- Turkish lower-casing that does not depend on the database locale (PGlite and many servers
-- run with the C locale, where lower() leaves 'İ', 'Ş', 'Ç'… untouched and maps 'I' to 'i').
CREATE OR REPLACE FUNCTION tr_lower(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(translate(value, 'İIÇŞĞÖÜÂÎÛ', 'iıçşğöüâîû')) $$;
