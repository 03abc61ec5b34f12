-- Trigram indexes for search (on PGlite the extension is passed to the constructor, server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- The text a search compares: src/contract/search-fold.ts in SQL (the two are compared on random strings by
-- server/db/search-fold.test.ts). Cyrillic to Latin Uzbek, A-Z lower-cased (not lower(): it follows the
-- database's locale), apostrophe forms dropped, ye written e, anything else one space, digit groups joined.
CREATE FUNCTION search_fold(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(regexp_replace(regexp_replace(translate(
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace($1,
      'ё', 'yo'), 'Ё', 'yo'), 'ц', 'ts'), 'Ц', 'ts'), 'ч', 'ch'), 'Ч', 'ch'), 'ш', 'sh'), 'Ш', 'sh'),
      'щ', 'sh'), 'Щ', 'sh'), 'ю', 'yu'), 'Ю', 'yu'), 'я', 'ya'), 'Я', 'ya'),
    'абвгдежзийклмнопрстуфхыэўқғҳАБВГДЕЖЗИЙКЛМНОПРСТУФХЫЭЎҚҒҲABCDEFGHIJKLMNOPQRSTUVWXYZъьЪЬʻʼ‘’''`´',
    'abvgdejziyklmnoprstufxieoqghabvgdejziyklmnoprstufxieoqghabcdefghijklmnopqrstuvwxyz'),
    'y+e', 'e', 'g'),
    '[^abcdefghijklmnopqrstuvwxyz0123456789]+', ' ', 'g'),
    '([0-9]) (?=[0-9])', '\1', 'g'), ' ')
$$;
