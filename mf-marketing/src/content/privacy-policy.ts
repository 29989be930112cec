import policy from '../../content/privacy-policy.json';
import type { PrivacyPolicyData } from './schema';

// content/privacy-policy.json, checked at build against privacyPolicySchema.
const content = policy satisfies PrivacyPolicyData;

/** Privacy policy sections, in the spec's order. The last section's contact details come from SiteConfig. */
export const privacyPolicySections = content.sections;

/** The policy's opening and closing, which name the business from SiteConfig. */
export const privacyPolicyTexts = {
  title: content.title,
  lead: (businessName: string) =>
    `This policy explains what ${businessName} does with the information you give us when you contact us or book a service.`,
  contactHeading: content.contactHeading,
  /** Continued by the phone number, e-mail and address from SiteConfig. */
  contactIntro:
    'Questions about this policy, or want us to correct or delete your details? Call us on',
};
