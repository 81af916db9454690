DROP INDEX "bpm_process_instance_starter";--> statement-breakpoint
DROP INDEX "infra_api_access_log_user_idx";--> statement-breakpoint
DROP INDEX "infra_api_access_log_result_code_idx";--> statement-breakpoint
DROP INDEX "system_operate_log_tenant_time_idx";--> statement-breakpoint
CREATE INDEX "bpm_process_instance_name_trgm" ON "bpm_process_instance" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bpm_task_todo" ON "bpm_task" USING btree ("tenant_id","assignee_user_id","create_time","id","result") WHERE "bpm_task"."end_time" IS NULL;--> statement-breakpoint
CREATE INDEX "bpm_task_done" ON "bpm_task" USING btree ("tenant_id","assignee_user_id","end_time","id","result","create_time") WHERE "bpm_task"."end_time" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "bpm_task_name_trgm" ON "bpm_task" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "infra_api_access_log_duration_idx" ON "infra_api_access_log" USING btree ("duration");--> statement-breakpoint
CREATE INDEX "infra_api_access_log_app_trgm_idx" ON "infra_api_access_log" USING gin ("application_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "infra_api_access_log_url_trgm_idx" ON "infra_api_access_log" USING gin ("request_url" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "infra_job_log_status_idx" ON "infra_job_log" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "infra_job_log_handler_trgm_idx" ON "infra_job_log" USING gin ("handler_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "system_operate_log_failed_idx" ON "system_operate_log" USING btree ("tenant_id","start_time","id") WHERE "system_operate_log"."result_code" <> 0;--> statement-breakpoint
CREATE INDEX "system_operate_log_module_trgm_idx" ON "system_operate_log" USING gin ("module" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "system_operate_log_nickname_trgm_idx" ON "system_operate_log" USING gin ("user_nickname" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bpm_process_instance_starter" ON "bpm_process_instance" USING btree ("tenant_id","start_user_id","create_time","id","status","result");--> statement-breakpoint
CREATE INDEX "infra_api_access_log_user_idx" ON "infra_api_access_log" USING btree ("user_id","user_type","id");--> statement-breakpoint
CREATE INDEX "infra_api_access_log_result_code_idx" ON "infra_api_access_log" USING btree ("result_code","id");--> statement-breakpoint
CREATE INDEX "system_operate_log_tenant_time_idx" ON "system_operate_log" USING btree ("tenant_id","start_time","id");