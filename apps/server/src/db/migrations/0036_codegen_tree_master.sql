ALTER TABLE "infra_codegen_table" ADD COLUMN "tree_parent_column_id" integer;--> statement-breakpoint
ALTER TABLE "infra_codegen_table" ADD COLUMN "tree_name_column_id" integer;--> statement-breakpoint
ALTER TABLE "infra_codegen_table" ADD COLUMN "master_table_id" integer;--> statement-breakpoint
ALTER TABLE "infra_codegen_table" ADD COLUMN "sub_join_column_id" integer;--> statement-breakpoint
ALTER TABLE "infra_codegen_table" ADD COLUMN "sub_join_many" boolean;--> statement-breakpoint
COMMENT ON COLUMN "infra_codegen_table"."tree_parent_column_id" IS '树表的父编号字段';--> statement-breakpoint
COMMENT ON COLUMN "infra_codegen_table"."tree_name_column_id" IS '树表的名字字段';--> statement-breakpoint
COMMENT ON COLUMN "infra_codegen_table"."master_table_id" IS '主表的编号';--> statement-breakpoint
COMMENT ON COLUMN "infra_codegen_table"."sub_join_column_id" IS '子表关联主表的字段编号';--> statement-breakpoint
COMMENT ON COLUMN "infra_codegen_table"."sub_join_many" IS '主表与子表是否一对多';
