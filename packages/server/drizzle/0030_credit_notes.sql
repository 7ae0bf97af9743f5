CREATE TABLE "credit_notes" (
	"round_account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"number" text NOT NULL,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"memo" text,
	"currency" text NOT NULL,
	"total" numeric(20, 6) NOT NULL,
	"tax" numeric(20, 6) NOT NULL,
	"due_amount" numeric(20, 6) NOT NULL,
	"refund_amount" numeric(20, 6) NOT NULL,
	"credit_amount" numeric(20, 6) NOT NULL,
	"out_of_band_amount" numeric(20, 6) NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tax_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"credit_id" uuid,
	"created_by_name" text,
	"voided_at" timestamp with time zone,
	"test_clock_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "credit_notes_round_account_id_id_pk" PRIMARY KEY("round_account_id","id")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"round_account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"credit_note_id" uuid,
	"amount" numeric(20, 6) NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"method" text NOT NULL,
	"gateway" text,
	"gateway_refund_id" text,
	"failure_message" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "refunds_round_account_id_id_pk" PRIMARY KEY("round_account_id","id")
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "tax_amount" numeric(20, 6) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "tax_rate_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "tax" numeric(20, 6) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "tax_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reverse_charge" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credited_amount" numeric(20, 6) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "refunded_amount" numeric(20, 6) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_round_account_id_round_accounts_id_fk" FOREIGN KEY ("round_account_id") REFERENCES "public"."round_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_customer" FOREIGN KEY ("round_account_id","customer_id") REFERENCES "public"."customers"("round_account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_round_account_id_round_accounts_id_fk" FOREIGN KEY ("round_account_id") REFERENCES "public"."round_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_customer" FOREIGN KEY ("round_account_id","customer_id") REFERENCES "public"."customers"("round_account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_number" ON "credit_notes" USING btree ("round_account_id","number");--> statement-breakpoint
CREATE INDEX "credit_notes_invoice" ON "credit_notes" USING btree ("round_account_id","invoice_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_notes_created" ON "credit_notes" USING btree ("round_account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "credit_notes_customer_created" ON "credit_notes" USING btree ("round_account_id","customer_id","created_at");--> statement-breakpoint
CREATE INDEX "refunds_payment" ON "refunds" USING btree ("round_account_id","payment_id","created_at");--> statement-breakpoint
CREATE INDEX "refunds_customer" ON "refunds" USING btree ("round_account_id","customer_id","created_at");--> statement-breakpoint
CREATE INDEX "refunds_created" ON "refunds" USING btree ("round_account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "refunds_succeeded" ON "refunds" USING btree ("round_account_id","created_at") WHERE "refunds"."status" <> 'failed';