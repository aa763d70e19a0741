CREATE TABLE "backup_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
