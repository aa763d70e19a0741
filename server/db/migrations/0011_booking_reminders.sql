CREATE TABLE "booking_reminders" (
	"appointment_id" uuid NOT NULL,
	"date" date NOT NULL,
	"time_window" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "booking_reminders_appointment_id_date_time_window_pk" PRIMARY KEY("appointment_id","date","time_window")
);
