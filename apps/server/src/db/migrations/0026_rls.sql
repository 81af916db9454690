-- Row-level security, the second tenant guard on PostgreSQL (docs/security.md): every table with
-- a tenant_id shows and accepts only the rows of the tenant in the connection's tenon.tenant_id
-- (digits), or every row when it is '*'; unset or empty, none. The server's pool runs as the role
-- tenon_app, which the policies bind (db/tenantPool.ts); the URL's user, which runs these
-- migrations and owns the tables, is not bound (an owner or a superuser bypasses the policies).

-- The role is the cluster's, so it may exist already (another database of the same server).
DO $$
BEGIN
  CREATE ROLE tenon_app NOLOGIN;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;
--> statement-breakpoint
-- SET ROLE needs membership (a superuser has it anyway).
DO $$
BEGIN
  IF NOT pg_has_role(current_user, 'tenon_app', 'MEMBER') THEN
    EXECUTE format('GRANT tenon_app TO %I', current_user);
  END IF;
END $$;
--> statement-breakpoint
-- 数据库监控 reads every session's state and the statement statistics, as the URL's user could:
-- granted when this user may (a superuser; otherwise an administrator grants it, docs/security.md).
DO $$
BEGIN
  GRANT pg_read_all_stats TO tenon_app;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'pg_read_all_stats not granted to tenon_app: 数据库监控 shows only its own sessions';
END $$;
--> statement-breakpoint
-- Under a policy an index serves a list's condition only when the condition's function is
-- leakproof (it could otherwise see rows the policy hides before the policy runs). Comparisons of
-- numbers, text and times are; the "contains" filters (ILIKE on the trigram indexes) and jsonb
-- containment (@> on the GIN indexes) are not, so they would scan every row of the table. They
-- raise no error that depends on a row's value (only on a malformed pattern, which is ours), so
-- they are declared leakproof: this needs a superuser (docs/security.md says what to run when the
-- URL's user is not one; without it the lists stay right, only slower).
DO $$
BEGIN
  ALTER FUNCTION pg_catalog.texticlike(text, text) LEAKPROOF;
  ALTER FUNCTION pg_catalog.textlike(text, text) LEAKPROOF;
  ALTER FUNCTION pg_catalog.jsonb_contains(jsonb, jsonb) LEAKPROOF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'texticlike, textlike, jsonb_contains not marked LEAKPROOF: the contains and jsonb filters scan under row-level security';
END $$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO tenon_app;--> statement-breakpoint
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO tenon_app;--> statement-breakpoint
-- The tables and sequences later migrations create (as the same user) get the same rights.
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO tenon_app;--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO tenon_app;--> statement-breakpoint
-- The policy on every table that has a tenant_id, found in the catalogue rather than listed: a
-- migration that adds a tenant-owned table ends with `SELECT tenon_guard_tenant_tables();`
-- (db/rls.postgres.test.ts fails until it does). The setting is read in scalar subqueries, so
-- once per statement, not per row; a setting that is not digits never reaches the cast.
CREATE OR REPLACE FUNCTION tenon_guard_tenant_tables() RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  t text;
  rule text := $rule$
    (SELECT coalesce(current_setting('tenon.tenant_id', true), '') = '*')
    OR tenant_id = (SELECT CASE WHEN current_setting('tenon.tenant_id', true) ~ '^[0-9]{1,9}$'
                                THEN current_setting('tenon.tenant_id', true)::integer END)
  $rule$;
BEGIN
  FOR t IN
    SELECT c.relname FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'tenant_id' AND NOT a.attisdropped
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
  LOOP
    EXECUTE format('ALTER TABLE public.%I ENABLE ROW LEVEL SECURITY', t);
    IF NOT EXISTS (SELECT 1 FROM pg_policies WHERE schemaname = 'public' AND tablename = t AND policyname = 'tenant_isolation') THEN
      EXECUTE format('CREATE POLICY tenant_isolation ON public.%I USING (%s) WITH CHECK (%s)', t, rule, rule);
    END IF;
  END LOOP;
END
$fn$;--> statement-breakpoint
SELECT tenon_guard_tenant_tables();
