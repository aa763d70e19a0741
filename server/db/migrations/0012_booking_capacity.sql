CREATE TABLE "booking_capacity" (
	"weekday" integer NOT NULL,
	"time_window" text NOT NULL,
	"places" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_capacity_weekday_time_window_pk" PRIMARY KEY("weekday","time_window"),
	CONSTRAINT "booking_capacity_weekday_check" CHECK ("booking_capacity"."weekday" between 0 and 6),
	CONSTRAINT "booking_capacity_time_window_check" CHECK ("booking_capacity"."time_window" in ('morning', 'midday', 'afternoon')),
	CONSTRAINT "booking_capacity_places_check" CHECK ("booking_capacity"."places" >= 0)
);
--> statement-breakpoint
-- Starting values for the owner to change in the admin: two visits per window Monday to
-- Saturday; Sunday closed (the booking form offers no Sundays anyway).
INSERT INTO "booking_capacity" ("weekday", "time_window", "places")
SELECT "weekday", "time_window", CASE WHEN "weekday" = 0 THEN 0 ELSE 2 END
FROM generate_series(0, 6) AS "weekday"
CROSS JOIN (VALUES ('morning'), ('midday'), ('afternoon')) AS "windows" ("time_window");
