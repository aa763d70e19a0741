CREATE TABLE "lead_escalations" (
	"lead_id" uuid PRIMARY KEY NOT NULL,
	"lead_kind" text NOT NULL,
	"escalated_at" timestamp with time zone NOT NULL
);
