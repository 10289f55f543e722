CREATE TABLE "ingestion_requests" (
	"source" text NOT NULL,
	"board" text DEFAULT '' NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ingestion_requests_source_board_pk" PRIMARY KEY("source","board")
);
