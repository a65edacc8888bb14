import { defineTexts } from '#src/lib/i18n/texts';
import en from './calendar-texts.en';

/**
 * The calendar feed dialog's texts in the current language: a namespace of their own, so they load
 * with the dialog and not with the plan's page.
 */
export const CALENDAR_TEXTS = defineTexts('planCalendar', en);
