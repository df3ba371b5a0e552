-- The domain the public knows a site by, apart from the host requests are matched on: legal texts name it, never "localhost" (issue 28). Null: the matched domain is the public one.
ALTER TABLE "sites" ADD COLUMN "public_domain" text;--> statement-breakpoint
-- Databases seeded before this column: the sample sites get the public domains a new seed gives them.
UPDATE "sites" SET "public_domain" = v."public_domain" FROM (VALUES
  ('localhost', 'flirtpunt.example'), ('en.localhost', 'heartharbour.example'), ('she.localhost', 'frauenherz.example'),
  ('bdsm.localhost', 'velvetrope.example'), ('bbw.localhost', 'courbescalines.example'), ('gilf.localhost', 'argentoamore.example'),
  ('milf.localhost', 'madurachat.example'), ('gay.localhost', 'regnbagsflirt.example'), ('invite.localhost', 'prive.flirtpunt.example')
) AS v("domain", "public_domain") WHERE "sites"."domain" = v."domain";
