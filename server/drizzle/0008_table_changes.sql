CREATE TABLE "table_changes" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "table_changes_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"table_name" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "table_changes_table_name_seq_idx" ON "table_changes" USING btree ("table_name","seq");