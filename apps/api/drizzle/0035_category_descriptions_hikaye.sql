-- One voice (issue 28): the categories' descriptions inserted by 0001 spelled "hikâye"; the
-- product spells "hikaye" everywhere (packages/shared/src/categories.ts already does).
UPDATE "categories" SET "description" = replace("description", 'hikâye', 'hikaye') WHERE "description" LIKE '%hikâye%';
