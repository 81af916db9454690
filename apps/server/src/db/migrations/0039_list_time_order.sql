DROP INDEX "infra_api_access_log_begin_time_idx";--> statement-breakpoint
DROP INDEX "infra_api_access_log_user_idx";--> statement-breakpoint
DROP INDEX "infra_api_access_log_result_code_idx";--> statement-breakpoint
DROP INDEX "infra_api_access_log_duration_idx";--> statement-breakpoint
DROP INDEX "infra_api_error_log_exception_time_idx";--> statement-breakpoint
DROP INDEX "infra_api_error_log_process_status_idx";--> statement-breakpoint
DROP INDEX "system_users_tenant_create_time_idx";--> statement-breakpoint
CREATE INDEX "infra_api_access_log_begin_time_idx" ON "infra_api_access_log" USING btree ("begin_time","id","tenant_id");--> statement-breakpoint
CREATE INDEX "infra_api_access_log_user_idx" ON "infra_api_access_log" USING btree ("user_id","user_type","id","tenant_id");--> statement-breakpoint
CREATE INDEX "infra_api_access_log_result_code_idx" ON "infra_api_access_log" USING btree ("result_code","id","tenant_id");--> statement-breakpoint
CREATE INDEX "infra_api_access_log_duration_idx" ON "infra_api_access_log" USING btree ("duration","tenant_id");--> statement-breakpoint
CREATE INDEX "infra_api_error_log_exception_time_idx" ON "infra_api_error_log" USING btree ("exception_time","tenant_id");--> statement-breakpoint
CREATE INDEX "infra_api_error_log_process_status_idx" ON "infra_api_error_log" USING btree ("process_status","id","tenant_id");--> statement-breakpoint
CREATE INDEX "system_users_tenant_create_time_idx" ON "system_users" USING btree ("tenant_id","create_time","id");