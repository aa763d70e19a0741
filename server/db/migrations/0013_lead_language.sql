ALTER TABLE "appointments" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "chatbot_submissions" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_language_check" CHECK ("appointments"."language" in ('en', 'af'));--> statement-breakpoint
ALTER TABLE "chatbot_submissions" ADD CONSTRAINT "chatbot_submissions_language_check" CHECK ("chatbot_submissions"."language" in ('en', 'af'));--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_language_check" CHECK ("contact_messages"."language" in ('en', 'af'));