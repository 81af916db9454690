CREATE TABLE "system_captcha_entry" (
	"entry_key" varchar(200) PRIMARY KEY NOT NULL,
	"value" varchar(200) NOT NULL,
	"expire_at" bigint NOT NULL
);
