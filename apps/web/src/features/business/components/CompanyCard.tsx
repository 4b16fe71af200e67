import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { businessHref, limits } from '@wbn/contracts';
import '../business-cards.css';

/**
 * The company card's country rule (core spec §2 "Cards", §9): a name over 16 characters is shown
 * as its first 24 characters followed by an ellipsis. The card's country line has room for about
 * 16 characters at its narrowest; the ellipsis tells the reader the name may go on in the profile.
 */
export function shortCountryName(name: string): string {
  return name.length > limits.countryNameShortenOver
    ? `${name.slice(0, limits.countryNameShortenTo).trimEnd()}…`
    : name;
}

/** A business's logo, or its initials on a tinted square when it has none. Decorative: the name is beside it. */
export function BusinessLogo({
  photo,
  name,
  size,
}: {
  photo: { url: string } | null;
  name: string;
  size: number;
}) {
  const style = { width: size, height: size };
  if (photo?.url)
    return (
      <img
        className="business-logo"
        src={photo.url}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        style={style}
      />
    );
  const initials = name
    .split(/\s+/)
    .filter((w) => /^\p{L}|^\p{N}/u.test(w))
    .slice(0, 2)
    .map((w) => [...w][0]!.toUpperCase())
    .join('');
  return (
    <span className="business-logo business-logo--initials" aria-hidden="true" style={style}>
      {initials}
    </span>
  );
}

/** What the card reads of a business; the search summaries and full profiles both fit it. */
export interface CompanyCardBusiness {
  businessID: string;
  general: {
    companyName: string;
    shortDescription: string;
    profilePhoto: { url: string } | null;
    businessType: { name: string };
  };
  contactInfo: { country: { countryName: string; emoji?: string } | null };
}

/** Company card (the home page's latest registered businesses): logo, name, type, country, summary. */
export function CompanyCard({
  business,
  headingLevel: Heading = 'h3',
}: {
  business: CompanyCardBusiness;
  /** The card's name is a heading one level below the list it sits in. */
  headingLevel?: 'h2' | 'h3' | 'h4';
}) {
  const { t } = useTranslation('business');
  const { general } = business;
  const country = business.contactInfo.country;
  return (
    <article className="company-card" data-testid="company-card">
      <BusinessLogo photo={general.profilePhoto} name={general.companyName} size={56} />
      <div className="company-card__body">
        <Heading className="company-card__name">
          {/* The link stretches over the whole card (see the CSS), so the card is one target. */}
          <Link to={businessHref(general.companyName, business.businessID)} className="company-card__link">
            {general.companyName}
          </Link>
        </Heading>
        <p className="company-card__meta">
          <span className="company-card__type">{general.businessType.name}</span>
          {country && (
            <span className="company-card__country" title={country.countryName}>
              {country.emoji && <span aria-hidden="true">{country.emoji} </span>}
              <span className="visually-hidden">{t('cards.country')} </span>
              {shortCountryName(country.countryName)}
            </span>
          )}
        </p>
        <p className="company-card__description">{general.shortDescription}</p>
      </div>
    </article>
  );
}
