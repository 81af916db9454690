-- Trigram indexes serve the list screens' "contains" searches (ILIKE '%…%'); pg_trgm is a trusted
-- extension on PostgreSQL and bundled with PGlite (loaded in db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "system_users_tenant_id_idx" ON "system_users" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "system_users_tenant_dept_idx" ON "system_users" USING btree ("tenant_id","dept_id");--> statement-breakpoint
CREATE INDEX "system_users_tenant_create_time_idx" ON "system_users" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "system_users_username_trgm_idx" ON "system_users" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "system_users_mobile_trgm_idx" ON "system_users" USING gin ("mobile" gin_trgm_ops);