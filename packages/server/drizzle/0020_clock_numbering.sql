DROP INDEX "invoices_number";--> statement-breakpoint
ALTER TABLE "invoice_numbering" DROP CONSTRAINT "invoice_numbering_pkey";--> statement-breakpoint
ALTER TABLE "invoice_numbering" ADD COLUMN "scope" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_numbering" ADD CONSTRAINT "invoice_numbering_round_account_id_scope_pk" PRIMARY KEY("round_account_id","scope");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_clock_number" ON "invoices" USING btree ("round_account_id","test_clock_id","number") WHERE "invoices"."test_clock_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number" ON "invoices" USING btree ("round_account_id","number") WHERE "invoices"."test_clock_id" is null;
