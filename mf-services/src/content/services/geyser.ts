import image from '../../assets/services/geyser.svg';
import type { ServiceContent } from '../service-content';

export const service: ServiceContent = {
  slug: 'geyser',
  order: 3,
  name: 'Geyser Repair',
  appliance: 'geyser',
  title: 'Geyser Repair and Installation in Jaipur',
  tagline: 'Hot water back on a winter morning: element, thermostat and leak repairs at home.',
  metaDescription:
    'Geyser repair and installation in Jaipur: no hot water, heating element and thermostat replacement, leaks, MCB tripping and descaling. Racold, AO Smith, Bajaj, Havells, V-Guard.',
  image: { src: image, alt: 'A wall-mounted water geyser' },
  intro:
    'Jaipur’s hard water leaves scale on heating elements and tanks, which is the most common reason a geyser heats slowly or stops. Our technician tests the element, thermostat, wiring and safety valve, descales where needed and fixes leaks, safely and with the power isolated.',
  offerings: [
    'No hot water or slow heating: heating element and thermostat replacement',
    'Geyser tripping the MCB or giving a shock: wiring and earthing checks',
    'Leaks from the tank, inlet or outlet; pressure-relief valve replacement',
    'Descaling of the element and tank for hard-water areas',
    'Installation of storage and instant geysers with a pressure-relief valve',
  ],
  brands: ['Racold', 'AO Smith', 'Bajaj', 'Havells', 'V-Guard', 'Crompton'],
  highlights: [
    {
      icon: 'shield',
      title: 'Safety First',
      description:
        'Earthing, wiring and the pressure-relief valve are checked on every visit, because a geyser holds hot water under pressure.',
    },
    {
      icon: 'wrench',
      title: 'Hard-Water Care',
      description:
        'We descale elements and tanks so the geyser heats faster and the element lasts longer in Jaipur’s water.',
    },
    {
      icon: 'bolt',
      title: 'Quick Replacement',
      description:
        'Elements and thermostats for common models are carried in the van, so most repairs finish in one visit.',
    },
  ],
  amcPlan:
    'A check before winter of the element, thermostat, valve and wiring, yearly descaling, and priority visits when there is no hot water.',
  closing: {
    heading: 'No hot water? Call us now',
    text: 'Switch the geyser off at the MCB, then call: a technician will come the same day.',
  },
};
