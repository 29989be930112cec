import { type EnquiryServiceChoice, enquiryServiceChoices } from 'shared-types';

export function enquiryChoiceForSlug(slug: string | null): EnquiryServiceChoice | undefined {
  return enquiryServiceChoices.find((choice) => choice.slug === slug);
}
