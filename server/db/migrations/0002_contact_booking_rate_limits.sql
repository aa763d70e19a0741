CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"service" text NOT NULL,
	"description" text NOT NULL,
	"property_type" text NOT NULL,
	"address" text NOT NULL,
	"suburb" text NOT NULL,
	"date" date NOT NULL,
	"time_window" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"preferred_contact" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"privacy_notice" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"marketing_opt_in" boolean NOT NULL,
	"marketing_answered_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_reference_unique" UNIQUE("reference"),
	CONSTRAINT "appointments_property_type_check" CHECK ("appointments"."property_type" in ('residential', 'commercial', 'industrial')),
	CONSTRAINT "appointments_time_window_check" CHECK ("appointments"."time_window" in ('morning', 'midday', 'afternoon')),
	CONSTRAINT "appointments_preferred_contact_check" CHECK ("appointments"."preferred_contact" in ('phone', 'email')),
	CONSTRAINT "appointments_status_check" CHECK ("appointments"."status" in ('requested', 'confirmed', 'proposed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"suburb" text DEFAULT '' NOT NULL,
	"service" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"privacy_notice" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"marketing_opt_in" boolean NOT NULL,
	"marketing_answered_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_messages_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limit_hits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE INDEX "appointments_created_at_idx" ON "appointments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "appointments_date_idx" ON "appointments" USING btree ("date");--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");