CREATE TABLE "infra_api_access_log_url" (
	"request_url" varchar(255) PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "infra_api_access_log_url_trgm_idx";--> statement-breakpoint
CREATE INDEX "infra_api_access_log_url_trgm_idx" ON "infra_api_access_log_url" USING gin ("request_url" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "infra_api_access_log_url_idx" ON "infra_api_access_log" USING btree ("request_url","id","tenant_id");--> statement-breakpoint
COMMENT ON TABLE "infra_api_access_log_url" IS 'API 访问日志的请求地址表';--> statement-breakpoint
COMMENT ON COLUMN "infra_api_access_log_url"."request_url" IS '请求地址';--> statement-breakpoint
INSERT INTO "infra_api_access_log_url" ("request_url") SELECT DISTINCT "request_url" FROM "infra_api_access_log" ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The addresses 访问日志 holds, kept by statement triggers: once per batch insert (a DISTINCT over
-- its rows), not once per row.
CREATE FUNCTION "infra_api_access_log_url_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO infra_api_access_log_url (request_url) SELECT DISTINCT request_url FROM new_rows ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An address goes with the last row that has it. SECURITY DEFINER: under row-level security a
-- delete of one tenant's rows (a tenant removed) sees only that tenant's rows, and must not drop an
-- address another tenant's rows still have. The lock waits for the batches being written to commit,
-- and holds new ones until this commits, so the check below sees every row that has the address:
-- an address is never dropped while a row that has it is being written.
CREATE FUNCTION "infra_api_access_log_url_drop"() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  LOCK TABLE infra_api_access_log_url IN SHARE ROW EXCLUSIVE MODE;
  DELETE FROM infra_api_access_log_url u
   WHERE u.request_url IN (SELECT DISTINCT request_url FROM old_rows)
     AND NOT EXISTS (SELECT 1 FROM infra_api_access_log l WHERE l.request_url = u.request_url);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "infra_api_access_log_url_add" AFTER INSERT ON "infra_api_access_log" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "infra_api_access_log_url_add"();--> statement-breakpoint
CREATE TRIGGER "infra_api_access_log_url_drop" AFTER DELETE ON "infra_api_access_log" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "infra_api_access_log_url_drop"();
