/**
 * The icons a content file may name for a card or badge: the editor offers these, the
 * schemas accept these (packages/build-config/content/fields.ts), and `iconByName` draws them.
 */
export const iconNames = ['wrench', 'bolt', 'shield', 'check', 'clock', 'calendar'] as const;

export type IconName = (typeof iconNames)[number];
