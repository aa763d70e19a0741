CREATE TABLE "chatbot_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"service" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"property_type" text DEFAULT '' NOT NULL,
	"preferred_contact" text DEFAULT 'phone' NOT NULL,
	"timeframe" text DEFAULT 'ASAP' NOT NULL,
	"source" text DEFAULT 'chatbot' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chatbot_submissions_source_check" CHECK ("chatbot_submissions"."source" = 'chatbot')
);
