-- Mollie's webhook names a payment by Mollie's own id (tr_…): found by (provider, provider_ref), one payment per id.
CREATE UNIQUE INDEX "payments_provider_ref" ON "payments" USING btree ("provider","provider_ref");
