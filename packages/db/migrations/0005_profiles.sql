ALTER TABLE "users" ADD COLUMN "username" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mobile_phone_country_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mobile_phone_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "country_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "state_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gender_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "preferred_language_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "job_position_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "business_type_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "industry_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profession" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "brief_presentation" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "show_birth_date" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "show_profession" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_photo_url" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_photo_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cover_photo_url" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cover_photo_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_gender_code_genders_code_fk" FOREIGN KEY ("gender_code") REFERENCES "public"."genders"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_preferred_language_code_languages_code_fk" FOREIGN KEY ("preferred_language_code") REFERENCES "public"."languages"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_job_position_id_job_positions_id_fk" FOREIGN KEY ("job_position_id") REFERENCES "public"."job_positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_business_type_code_business_types_code_fk" FOREIGN KEY ("business_type_code") REFERENCES "public"."business_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_unique" ON "users" USING btree (lower("username"));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_brief_presentation_length" CHECK (char_length("users"."brief_presentation") <= 512);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_mobile_phone_both_or_neither" CHECK (("users"."mobile_phone_country_code" is null) = ("users"."mobile_phone_number" is null));