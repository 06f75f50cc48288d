import type { ShownTour } from './shown-tour.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { languageName, listOf, timeName, weekdayNames } from '../lib/format/intl-names.ts';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className="tour-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function Bullets({ items, kind = 'plain' }: { items: string[]; kind?: 'plain' | 'yes' | 'no' }) {
  return (
    <ul className={`bullets bullets-${kind}`}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * Everything a tour says, in the order a traveller decides: what is special, what happens,
 * what the price covers, who can come, what to know, where to meet, when it runs, and how to cancel.
 * Texts that fell back to English carry lang="en".
 */
export function TourSections({ tour }: { tour: ShownTour }) {
  const { t, tag, locale } = useI18n();
  const lang = tour.contentLanguage !== locale ? tour.contentLanguage.replace('_', '-') : undefined;
  const days = weekdayNames(tag, tour.weekdays);
  const everyDay = days.length === 7;
  return (
    <div className="tour-sections">
      {tour.highlights.length > 0 && (
        <Section id="tour-highlights" title={t('tour.sections.highlights')}>
          <div lang={lang}>
            <Bullets items={tour.highlights} kind="yes" />
          </div>
        </Section>
      )}
      <Section id="tour-description" title={t('tour.sections.description')}>
        <div lang={lang}>
          {tour.description.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      </Section>
      {tour.itinerary.length > 0 && (
        <Section id="tour-itinerary" title={t('tour.sections.itinerary')}>
          <ol className="itinerary" lang={lang}>
            {tour.itinerary.map((step, index) => (
              <li key={index}>
                <h3>{step.title}</h3>
                <p>{step.description}</p>
              </li>
            ))}
          </ol>
        </Section>
      )}
      <div className="tour-included">
        <Section id="tour-included" title={t('tour.sections.included')}>
          <div lang={lang}>
            <Bullets items={tour.included} kind="yes" />
          </div>
        </Section>
        <Section id="tour-not-included" title={t('tour.sections.notIncluded')}>
          <div lang={lang}>
            <Bullets items={tour.notIncluded} kind="no" />
          </div>
        </Section>
      </div>
      {tour.accessibility.length > 0 && (
        <Section id="tour-accessibility" title={t('tour.sections.accessibility')}>
          <div lang={lang}>
            <Bullets items={tour.accessibility} />
          </div>
        </Section>
      )}
      {tour.importantInformation.length > 0 && (
        <Section id="tour-important" title={t('tour.sections.important')}>
          <div lang={lang}>
            <Bullets items={tour.importantInformation} />
          </div>
        </Section>
      )}
      <Section id="tour-practical" title={t('tour.sections.practical')}>
        <dl className="facts">
          <div>
            <dt>{t('tour.facts.meetingPoint')}</dt>
            <dd lang={lang}>{tour.meetingPoint}</dd>
          </div>
          <div>
            <dt>{t('tour.facts.guideLanguages')}</dt>
            <dd>{listOf(tag, tour.guideLanguages.map((code) => languageName(tag, code)))}</dd>
          </div>
          <div>
            <dt>{t('tour.facts.startTimes')}</dt>
            <dd>{t('tour.facts.startWindow', { from: timeName(tag, tour.minStartTime), to: timeName(tag, tour.maxStartTime) })}</dd>
          </div>
          <div>
            <dt>{t('tour.facts.days')}</dt>
            <dd>{everyDay ? t('tour.facts.everyDay') : listOf(tag, days)}</dd>
          </div>
          <div>
            <dt>{t('tour.facts.groupSize')}</dt>
            <dd>{t('tour.facts.groupSizeValue', { min: tour.minPeople, max: tour.maxPeople })}</dd>
          </div>
        </dl>
      </Section>
      <Section id="tour-cancellation" title={t('tour.sections.cancellation')}>
        <p>{t('tour.cancellation.tour', { hours: tour.cancellationPolicy.freeCancellationHours })}</p>
        {/* Requirements §constants.cancellation: purchased tickets are non-refundable, whatever the tour's own terms. */}
        <p>{t('tour.cancellation.tickets')}</p>
      </Section>
    </div>
  );
}
