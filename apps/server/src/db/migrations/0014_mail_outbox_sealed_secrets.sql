ALTER TABLE "system_mail_account" ALTER COLUMN "password" SET DATA TYPE varchar(2048);--> statement-breakpoint
ALTER TABLE "system_mail_account" ALTER COLUMN "password" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "system_sms_channel" ALTER COLUMN "api_secret" SET DATA TYPE varchar(2048);--> statement-breakpoint
ALTER TABLE "system_sms_channel" ALTER COLUMN "api_secret" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "system_mail_log" ADD COLUMN "attempts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "system_mail_log" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "system_mail_log" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "system_mail_log_due_idx" ON "system_mail_log" USING btree ("send_status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "system_sms_log_serial_idx" ON "system_sms_log" USING btree ("channel_code","api_serial_no");--> statement-breakpoint
-- Mail the in-process sender left 初始化 when its server stopped: a recent one is queued (sent by
-- the first server to start), an older one is closed as failed rather than delivered days late.
UPDATE "system_mail_log" SET "next_attempt_at" = now() WHERE "send_status" = 0 AND "create_time" > now() - interval '1 hour';--> statement-breakpoint
UPDATE "system_mail_log" SET "send_status" = 20, "send_time" = now(), "send_exception" = '服务器在发送前停止，未发送（升级前的记录）' WHERE "send_status" = 0 AND "next_attempt_at" IS NULL;
