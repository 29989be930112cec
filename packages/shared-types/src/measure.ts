import type measure from '../measure.json';

/**
 * What the beacon sends to the site's own collector, from packages/shared-types/measure.json: the
 * one schema the beacon is typed by and the collector checks against. Types only: the
 * beacon carries none of the file's bytes.
 */
type Events = (typeof measure)['events'];

export type MeasureEventName = keyof Events;

/** The kinds of an event whose `detail` is one of a fixed list. */
type DetailOf<Name extends MeasureEventName> = Events[Name] extends { detail: readonly (infer D)[] }
  ? D
  : Events[Name] extends { detail: string }
    ? string
    : never;

export type EnquiryOutcome = DetailOf<'enquiry'>;
export type VitalName = DetailOf<'vital'>;
export type FailureKind = DetailOf<'error'>;

/** One event; `part` is the part it is charged to (the page's own when absent). */
export interface MeasureEvent {
  name: MeasureEventName;
  detail?: string;
  value?: number;
  part?: string;
  target?: string;
}

/** One page's events, with the releases of its own parts: the shell's and the one serving it. */
export interface MeasureBatch {
  v: (typeof measure)['version'];
  path: string;
  releases: Record<string, string>;
  events: MeasureEvent[];
}

/**
 * An enquiry's outcome, as mf-contact announces it on window for the shell's beacon: a
 * part tells, the shell counts, and neither imports the other.
 */
export const ENQUIRY_EVENT = 'jac:enquiry';
export interface EnquiryEventDetail {
  outcome: EnquiryOutcome;
}

/** Where the beacon sends, on the site's own origin (measure.json's `endpoint`). */
export const MEASURE_ENDPOINT = '/measure';
/** The most events in one batch (measure.json's `limits.events`). */
export const MEASURE_MAX_EVENTS = 40;
