ALTER TABLE "system_oauth2_access_token" ADD COLUMN "user_ip" varchar(50) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "system_oauth2_refresh_token" ADD COLUMN "user_ip" varchar(50) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "system_oauth2_token" ADD COLUMN "handle" varchar(36) DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "system_oauth2_token_handle_uq" ON "system_oauth2_token" USING btree ("handle");--> statement-breakpoint
ALTER TABLE "system_oauth2_token" DROP COLUMN "access_prefix";--> statement-breakpoint
ALTER TABLE "system_oauth2_token" DROP COLUMN "refresh_prefix";