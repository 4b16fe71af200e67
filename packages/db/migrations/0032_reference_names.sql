-- Names of the reference values (industries with their descriptions, categories, subcategories,
-- business types, job positions, genders) in the languages other than English, one row per value
-- and language, so reads answer in the reader's language and fall back to English (decision 0031).
CREATE TABLE "business_type_names" (
	"business_type_code" text NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "business_type_names_business_type_code_language_pk" PRIMARY KEY("business_type_code","language"),
	CONSTRAINT "business_type_names_language" CHECK ("business_type_names"."language" ~ '^[a-z]{2}$' AND "business_type_names"."language" <> 'en')
);
--> statement-breakpoint
CREATE TABLE "category_names" (
	"category_id" text NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "category_names_category_id_language_pk" PRIMARY KEY("category_id","language"),
	CONSTRAINT "category_names_language" CHECK ("category_names"."language" ~ '^[a-z]{2}$' AND "category_names"."language" <> 'en')
);
--> statement-breakpoint
CREATE TABLE "gender_names" (
	"gender_code" text NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "gender_names_gender_code_language_pk" PRIMARY KEY("gender_code","language"),
	CONSTRAINT "gender_names_language" CHECK ("gender_names"."language" ~ '^[a-z]{2}$' AND "gender_names"."language" <> 'en')
);
--> statement-breakpoint
CREATE TABLE "industry_names" (
	"industry_id" text NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "industry_names_industry_id_language_pk" PRIMARY KEY("industry_id","language"),
	CONSTRAINT "industry_names_language" CHECK ("industry_names"."language" ~ '^[a-z]{2}$' AND "industry_names"."language" <> 'en')
);
--> statement-breakpoint
CREATE TABLE "job_position_names" (
	"job_position_id" text NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "job_position_names_job_position_id_language_pk" PRIMARY KEY("job_position_id","language"),
	CONSTRAINT "job_position_names_language" CHECK ("job_position_names"."language" ~ '^[a-z]{2}$' AND "job_position_names"."language" <> 'en')
);
--> statement-breakpoint
CREATE TABLE "sub_category_names" (
	"sub_category_id" text NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "sub_category_names_sub_category_id_language_pk" PRIMARY KEY("sub_category_id","language"),
	CONSTRAINT "sub_category_names_language" CHECK ("sub_category_names"."language" ~ '^[a-z]{2}$' AND "sub_category_names"."language" <> 'en')
);
--> statement-breakpoint
ALTER TABLE "business_type_names" ADD CONSTRAINT "business_type_names_business_type_code_business_types_code_fk" FOREIGN KEY ("business_type_code") REFERENCES "public"."business_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_names" ADD CONSTRAINT "category_names_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gender_names" ADD CONSTRAINT "gender_names_gender_code_genders_code_fk" FOREIGN KEY ("gender_code") REFERENCES "public"."genders"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "industry_names" ADD CONSTRAINT "industry_names_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_position_names" ADD CONSTRAINT "job_position_names_job_position_id_job_positions_id_fk" FOREIGN KEY ("job_position_id") REFERENCES "public"."job_positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_category_names" ADD CONSTRAINT "sub_category_names_sub_category_id_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."sub_categories"("id") ON DELETE no action ON UPDATE no action;