CREATE INDEX "pay_notify_task_tenant_status_time" ON "pay_notify_task" USING btree ("tenant_id","status","create_time","id");--> statement-breakpoint
CREATE INDEX "pay_notify_task_tenant_merchant" ON "pay_notify_task" USING btree ("tenant_id","merchant_order_id");--> statement-breakpoint
CREATE INDEX "pay_order_tenant_merchant" ON "pay_order" USING btree ("tenant_id","merchant_order_id");--> statement-breakpoint
CREATE INDEX "pay_order_tenant_app_time" ON "pay_order" USING btree ("tenant_id","app_id","create_time","id");--> statement-breakpoint
CREATE INDEX "pay_refund_tenant_status_time" ON "pay_refund" USING btree ("tenant_id","status","create_time","id");--> statement-breakpoint
CREATE INDEX "pay_refund_tenant_merchant" ON "pay_refund" USING btree ("tenant_id","merchant_order_id");--> statement-breakpoint
CREATE INDEX "pay_refund_tenant_merchant_refund" ON "pay_refund" USING btree ("tenant_id","merchant_refund_id");--> statement-breakpoint
CREATE INDEX "pay_refund_tenant_channel_refund_no" ON "pay_refund" USING btree ("tenant_id","channel_refund_no");--> statement-breakpoint
CREATE INDEX "trade_order_tenant_type_time" ON "trade_order" USING btree ("tenant_id","type","create_time","id");--> statement-breakpoint
CREATE INDEX "trade_order_tenant_terminal_time" ON "trade_order" USING btree ("tenant_id","terminal","create_time","id");--> statement-breakpoint
CREATE INDEX "trade_order_tenant_channel_time" ON "trade_order" USING btree ("tenant_id","pay_channel_code","create_time","id");--> statement-breakpoint
-- New tenant-owned tables: row-level security as on the others (0026_rls.sql).
SELECT tenon_guard_tenant_tables();
