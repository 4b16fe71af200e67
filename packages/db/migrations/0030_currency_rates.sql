-- Reference exchange rates for the buyer's quote comparison: units of a currency per US dollar
-- on a day (decision 0024). Loaded with the reference data and by `npm run rates`.
CREATE TABLE "currency_rates" (
	"currency" text NOT NULL,
	"rate_date" date NOT NULL,
	"per_usd" numeric(24, 10) NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "currency_rates_currency_rate_date_pk" PRIMARY KEY("currency","rate_date"),
	CONSTRAINT "currency_rates_currency_iso" CHECK ("currency_rates"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "currency_rates_positive" CHECK ("currency_rates"."per_usd" > 0)
);
