DROP INDEX "infra_api_access_log_app_trgm_idx";--> statement-breakpoint
DROP INDEX "infra_job_log_handler_trgm_idx";--> statement-breakpoint
DROP INDEX "system_operate_log_module_trgm_idx";--> statement-breakpoint
CREATE INDEX "bpm_process_instance_starter_category" ON "bpm_process_instance" USING btree ("tenant_id","start_user_id","category","create_time","id");--> statement-breakpoint
CREATE INDEX "infra_api_access_log_app_idx" ON "infra_api_access_log" USING btree ("application_name","id","tenant_id");--> statement-breakpoint
CREATE INDEX "infra_job_log_handler_idx" ON "infra_job_log" USING btree ("handler_name","id");--> statement-breakpoint
CREATE INDEX "system_operate_log_type_idx" ON "system_operate_log" USING btree ("tenant_id","type","start_time","id");--> statement-breakpoint
CREATE INDEX "system_operate_log_module_idx" ON "system_operate_log" USING btree ("tenant_id","module","start_time","id");