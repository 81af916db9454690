DROP INDEX "bpm_process_instance_name_trgm";--> statement-breakpoint
DROP INDEX "bpm_task_name_trgm";--> statement-breakpoint
CREATE INDEX "bpm_process_instance_name" ON "bpm_process_instance" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "bpm_process_instance_starter_name" ON "bpm_process_instance" USING btree ("tenant_id","start_user_id","name","create_time","id");--> statement-breakpoint
CREATE INDEX "bpm_task_todo_name" ON "bpm_task" USING btree ("tenant_id","assignee_user_id","name","create_time","id","result") WHERE "bpm_task"."end_time" IS NULL;--> statement-breakpoint
CREATE INDEX "bpm_task_done_name" ON "bpm_task" USING btree ("tenant_id","assignee_user_id","name","end_time","id","result","create_time") WHERE "bpm_task"."end_time" IS NOT NULL;