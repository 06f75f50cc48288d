import { useId } from 'react';
import type { PriceSlider } from '@cicerone/core/catalog/price-slider';
import { useI18n } from '../i18n/i18n.tsx';
import { useSite } from '../site/site-data.ts';

interface PriceFilterProps {
  /** Major units of the page's currency. */
  minPrice: number;
  /** null: the slider at its top, "and more". */
  maxPrice: number | null;
  slider: PriceSlider;
  onChange: (patch: { minPrice?: number; maxPrice?: number | null }) => void;
}

/**
 * The price range as two labelled sliders in the visitor's currency (0 to 1000 EUR converted);
 * the lowest never passes the highest, and the highest at the top sends no maxPrice.
 */
export function PriceFilter({ minPrice, maxPrice, slider, onChange }: PriceFilterProps) {
  const { t, tag } = useI18n();
  const { currency } = useSite();
  const id = useId();
  const amount = new Intl.NumberFormat(tag, { style: 'currency', currency: currency.code, maximumFractionDigits: 0, minimumFractionDigits: 0 });
  const highest = maxPrice ?? slider.top;
  const label =
    maxPrice === null
      ? t('tours.filters.priceFrom', { min: amount.format(minPrice), max: amount.format(slider.top) })
      : t('tours.filters.priceRange', { min: amount.format(minPrice), max: amount.format(highest) });
  return (
    <>
      <p className="price-output" aria-live="polite">
        {label}
      </p>
      <label className="range-label" htmlFor={`${id}-min`}>
        {t('tours.filters.minPrice')}
      </label>
      <input
        id={`${id}-min`}
        type="range"
        name="minPrice"
        min={0}
        max={slider.top}
        step={slider.step}
        value={minPrice}
        aria-valuetext={amount.format(minPrice)}
        onChange={(event) => onChange({ minPrice: Math.min(Number(event.target.value), highest) })}
      />
      <label className="range-label" htmlFor={`${id}-max`}>
        {t('tours.filters.maxPrice')}
      </label>
      <input
        id={`${id}-max`}
        type="range"
        name="maxPrice"
        min={0}
        max={slider.top}
        step={slider.step}
        value={highest}
        aria-valuetext={maxPrice === null ? t('tours.filters.andMore', { price: amount.format(slider.top) }) : amount.format(highest)}
        onChange={(event) => {
          const value = Math.max(Number(event.target.value), minPrice);
          onChange({ maxPrice: value >= slider.top ? null : value });
        }}
      />
    </>
  );
}
