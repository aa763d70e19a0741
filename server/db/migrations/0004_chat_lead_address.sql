ALTER TABLE "chatbot_submissions" ADD COLUMN "address" text DEFAULT '' NOT NULL;
--> statement-breakpoint
-- Leads saved before this column existed kept their address only in the webhook's payload
-- (when a webhook was configured and the lead was not yet anonymised): copy it across.
UPDATE "chatbot_submissions" AS "lead"
SET "address" = "delivery"."payload" -> 'record' ->> 'address'
FROM "outbox" AS "delivery"
WHERE "delivery"."subject_id" = "lead"."id"
  AND "delivery"."kind" = 'webhook'
  AND jsonb_typeof("delivery"."payload" -> 'record' -> 'address') = 'string';
