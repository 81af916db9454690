DROP INDEX "system_users_tenant_dept_idx";--> statement-breakpoint
CREATE INDEX "system_users_tenant_dept_idx" ON "system_users" USING btree ("tenant_id","dept_id","status","id");