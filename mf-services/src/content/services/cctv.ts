import image from '../../assets/services/cctv.svg';
import type { ServiceContent } from '../service-content';

export const service: ServiceContent = {
  slug: 'cctv',
  order: 8,
  name: 'CCTV Camera Installation',
  appliance: 'CCTV',
  title: 'CCTV Camera Installation and Repair in Jaipur',
  tagline:
    'See your home or shop from your phone: cameras installed, recorders set up, faults fixed.',
  metaDescription:
    'CCTV installation and repair for homes and shops in Jaipur: HD and IP cameras, DVR and NVR set-up, mobile viewing, recording and hard-disk faults, night vision, cabling. Hikvision, CP Plus, Dahua.',
  image: { src: image, alt: 'A wall-mounted CCTV camera' },
  intro:
    'We plan where cameras should go to cover the entrances and counters that matter, run neat cabling, set up the recorder and connect it to your phone. Already have cameras? We repair recorders, hard disks, cameras and night vision too.',
  offerings: [
    'New installations for homes, shops and offices: HD and IP cameras',
    'DVR and NVR set-up, hard-disk sizing for the days of recording you need',
    'Viewing on your mobile phone, with passwords changed from the defaults',
    'No video, no recording, hard-disk errors and night-vision faults',
    'Cabling, power supplies and camera repositioning',
  ],
  brands: ['Hikvision', 'CP Plus', 'Dahua', 'Godrej'],
  highlights: [
    {
      icon: 'check',
      title: 'Planned Coverage',
      description:
        'We walk your premises first and place each camera where it sees faces and doors, not ceilings.',
    },
    {
      icon: 'shield',
      title: 'Secure Set-Up',
      description:
        'Default passwords changed and mobile viewing set up on your phone, so only you can see your cameras.',
    },
    {
      icon: 'wrench',
      title: 'Repairs of Any System',
      description:
        'Recorders, hard disks, cameras and cabling repaired, whoever installed the system.',
    },
  ],
  amcPlan:
    'Regular checks that every camera records and the recorder keeps the days you need, lens cleaning, and priority visits if a camera goes dark.',
  closing: {
    heading: 'Need cameras, or one stopped working? Call us',
    text: 'Tell us how many entrances and rooms you want covered; we will plan it with you.',
  },
};
