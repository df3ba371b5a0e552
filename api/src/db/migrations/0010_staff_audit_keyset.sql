-- The audit trail is paged newest first by id (an exact keyset), by record or by staff member: index the id, not the time.
DROP INDEX "staff_audit_record";--> statement-breakpoint
DROP INDEX "staff_audit_staff";--> statement-breakpoint
CREATE INDEX "staff_audit_record" ON "staff_audit" USING btree ("record_type","record_id","id");--> statement-breakpoint
CREATE INDEX "staff_audit_staff" ON "staff_audit" USING btree ("staff_id","id");