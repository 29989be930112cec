import image from '../../assets/services/fridge.svg';
import type { ServiceContent } from '../service-content';

export const service: ServiceContent = {
  slug: 'fridge',
  order: 2,
  name: 'Fridge Repair',
  appliance: 'fridge',
  title: 'Fridge and Refrigerator Repair in Jaipur',
  tagline:
    'Single door, double door, frost-free or side-by-side: fixed at home, often the same day.',
  metaDescription:
    'Doorstep fridge repair in Jaipur: not cooling, ice build-up, water leakage, compressor, thermostat, door gasket and gas charging. LG, Samsung, Whirlpool, Godrej, Haier.',
  image: { src: image, alt: 'A double-door refrigerator' },
  intro:
    'A fridge that stops cooling puts a day’s milk and vegetables at risk. Our technician checks the compressor, thermostat, fan, defrost system and gas level at your home, explains the fault and repairs it there, so you do not have to carry a heavy fridge anywhere.',
  offerings: [
    'Not cooling, or cooling only in the freezer',
    'Ice building up in a frost-free fridge: defrost heater, timer and sensor repair',
    'Water collecting under the fridge or inside the vegetable tray',
    'Compressor not starting, relay and overload replacement, gas charging',
    'Door gasket replacement, so the door seals and the fridge stops overworking',
  ],
  brands: ['LG', 'Samsung', 'Whirlpool', 'Godrej', 'Haier', 'Panasonic'],
  highlights: [
    {
      icon: 'wrench',
      title: 'Repaired at Your Home',
      description:
        'Most faults are fixed in your kitchen. We take the fridge away only if a workshop repair is really needed, and tell you first.',
    },
    {
      icon: 'check',
      title: 'Every Type of Fridge',
      description:
        'Single door, double door, frost-free, direct-cool and side-by-side models of all major brands.',
    },
    {
      icon: 'shield',
      title: 'Genuine Spare Parts',
      description:
        'Compressors, thermostats and gaskets from the brand or of equal quality, with the price agreed before fitting.',
    },
  ],
  amcPlan:
    'Regular check-ups of cooling, gas and door seals, cleaning of the condenser coils, and priority visits if the fridge stops cooling.',
  closing: {
    heading: 'Fridge stopped cooling? Call us today',
    text: 'Keep the door closed to hold the cold, and call: we will come quickly.',
  },
};
