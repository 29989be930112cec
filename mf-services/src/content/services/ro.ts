import image from '../../assets/services/ro.svg';
import type { ServiceContent } from '../service-content';

export const service: ServiceContent = {
  slug: 'ro',
  order: 6,
  name: 'RO Water Purifier Service',
  appliance: 'RO',
  title: 'RO Water Purifier Service and Repair in Jaipur',
  tagline: 'Clean, good-tasting drinking water: filter changes, TDS checks and repairs at home.',
  metaDescription:
    'RO water purifier service in Jaipur: membrane and filter replacement, TDS check, low flow, bad taste, leaks, pump noise and installation. Kent, Aquaguard, Pureit, Livpure, AO Smith.',
  image: { src: image, alt: 'A wall-mounted RO water purifier' },
  intro:
    'Jaipur’s groundwater is high in dissolved solids, so RO membranes and filters wear out faster here than the box suggests. Our technician measures the TDS of the input and output water, checks the pump and flow, and replaces only what is worn.',
  offerings: [
    'TDS test of the water before and after the purifier',
    'Membrane, sediment and carbon filter replacement',
    'Low water flow, tank not filling, or water with a bad taste or smell',
    'Leaks, pump noise, and purifiers that keep running without stopping',
    'Installation and shifting of wall-mounted and under-sink purifiers',
  ],
  brands: ['Kent', 'Aquaguard (Eureka Forbes)', 'Pureit', 'Livpure', 'AO Smith'],
  highlights: [
    {
      icon: 'check',
      title: 'TDS Measured, Not Guessed',
      description:
        'You see the reading before and after service, so you know the water you drink is properly purified.',
    },
    {
      icon: 'wrench',
      title: 'Filters for Hard Water',
      description:
        'Membranes and filters suited to Jaipur’s water, changed when they need changing, not on a fixed script.',
    },
    {
      icon: 'bolt',
      title: 'Quick Visits',
      description:
        'Filter changes and most repairs are done in one short visit, at a time that suits your family.',
    },
  ],
  amcPlan:
    'Scheduled filter and membrane changes through the year, a TDS check at every visit, and priority repairs if the purifier stops.',
  closing: {
    heading: 'Water tasting odd? Call us today',
    text: 'We will test the TDS and tell you exactly what your purifier needs.',
  },
};
