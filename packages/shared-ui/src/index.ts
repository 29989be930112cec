export { CallLink, WHATSAPP_GREETINGS, WhatsAppLink } from './contact-links';
export { type IconName, iconNames } from './icon-names';
export {
  BoltIcon,
  CalendarIcon,
  CheckIcon,
  ClockIcon,
  CloseIcon,
  iconByName,
  MailIcon,
  MapPinIcon,
  MenuIcon,
  PhoneIcon,
  ShieldIcon,
  WhatsAppIcon,
  WrenchIcon,
} from './icons';
export { LazyImage, type LazyImageProps } from './lazy-image';
export { noticeClasses } from './notice';
export { type ImageSource, type PageImage, Picture } from './picture';
export { type PillVariant, pillClass } from './pill';
export { useDocumentMeta } from './use-document-meta';
export { useHydrated } from './use-hydrated';
