CREATE TABLE "system_operate_log_operator" (
	"tenant_id" integer NOT NULL,
	"user_nickname" varchar(30) NOT NULL,
	CONSTRAINT "system_operate_log_operator_tenant_id_user_nickname_pk" PRIMARY KEY("tenant_id","user_nickname")
);
--> statement-breakpoint
DROP INDEX "system_operate_log_nickname_trgm_idx";--> statement-breakpoint
CREATE INDEX "system_operate_log_operator_trgm_idx" ON "system_operate_log_operator" USING gin ("user_nickname" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "system_operate_log_nickname_idx" ON "system_operate_log" USING btree ("tenant_id","user_nickname","start_time","id");--> statement-breakpoint
COMMENT ON TABLE "system_operate_log_operator" IS '操作日志的操作人员表';--> statement-breakpoint
COMMENT ON COLUMN "system_operate_log_operator"."tenant_id" IS '租户编号';--> statement-breakpoint
COMMENT ON COLUMN "system_operate_log_operator"."user_nickname" IS '操作人员';--> statement-breakpoint
INSERT INTO "system_operate_log_operator" ("tenant_id", "user_nickname") SELECT DISTINCT "tenant_id", "user_nickname" FROM "system_operate_log" ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The operators 操作日志 holds, kept by statement triggers (as 访问日志's addresses, 0044). The list
-- is per tenant, so under row-level security each trigger sees and writes the rows of the tenant
-- its statement does, which are the ones it needs. A log row is written alone, before its answer
-- leaves; the trigger costs that write about what the trigram index it replaces did (pgbench on one
-- connection: within the noise of the commit).
CREATE FUNCTION "system_operate_log_operator_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO system_operate_log_operator (tenant_id, user_nickname) SELECT DISTINCT tenant_id, user_nickname FROM new_rows ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An operator goes with the last row that names them. The lock waits for the rows being written
-- to commit and holds new ones until this commits, so the check sees every row that has the name.
CREATE FUNCTION "system_operate_log_operator_drop"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE system_operate_log_operator IN SHARE ROW EXCLUSIVE MODE;
  DELETE FROM system_operate_log_operator o
   WHERE (o.tenant_id, o.user_nickname) IN (SELECT DISTINCT tenant_id, user_nickname FROM old_rows)
     AND NOT EXISTS (SELECT 1 FROM system_operate_log l WHERE l.tenant_id = o.tenant_id AND l.user_nickname = o.user_nickname);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "system_operate_log_operator_add" AFTER INSERT ON "system_operate_log" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "system_operate_log_operator_add"();--> statement-breakpoint
CREATE TRIGGER "system_operate_log_operator_drop" AFTER DELETE ON "system_operate_log" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "system_operate_log_operator_drop"();--> statement-breakpoint
-- A new tenant-owned table: row-level security as on the others (0026_rls.sql).
SELECT tenon_guard_tenant_tables();
