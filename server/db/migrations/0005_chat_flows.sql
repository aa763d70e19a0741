CREATE TABLE "chat_flows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"step" text NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"language" text NOT NULL,
	"privacy_notice" text NOT NULL,
	"privacy_notice_shown_at" timestamp with time zone NOT NULL,
	"transcript" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_flows_step_check" CHECK ("chat_flows"."step" in ('name', 'phone', 'email', 'service', 'description', 'location')),
	CONSTRAINT "chat_flows_language_check" CHECK ("chat_flows"."language" in ('en', 'af', 'xh'))
);
--> statement-breakpoint
CREATE INDEX "chat_flows_expires_at_idx" ON "chat_flows" USING btree ("expires_at");