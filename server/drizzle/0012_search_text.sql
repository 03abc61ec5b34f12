ALTER TABLE "addresses" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(region) || '|' || search_fold(district) || '|' || search_fold(street) || coalesce('|' || search_fold(landmark), '')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(name)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(full_name) || '|' || search_fold(phone) || coalesce('|' || search_fold(company_name), '')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "addresses_search_text_idx" ON "addresses" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_text_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_text_idx" ON "users" USING gin ("search_text" gin_trgm_ops);