import image from '../../assets/services/microwave.svg';
import type { ServiceContent } from '../service-content';

export const service: ServiceContent = {
  slug: 'microwave',
  order: 5,
  name: 'Microwave Oven Repair',
  appliance: 'microwave',
  title: 'Microwave Oven Repair in Jaipur',
  tagline: 'Solo, grill or convection: heating, sparking and touch-panel faults repaired.',
  metaDescription:
    'Microwave oven repair in Jaipur: not heating, sparking inside, turntable not turning, touch panel faults. Magnetron, diode and capacitor replacement. LG, Samsung, IFB, Panasonic.',
  image: { src: image, alt: 'A microwave oven' },
  intro:
    'When a microwave runs but does not heat, the magnetron, high-voltage diode or capacitor is usually at fault. These parts hold a dangerous charge even when unplugged, so please do not open the oven: our technician discharges and tests them safely.',
  offerings: [
    'Runs but does not heat: magnetron, high-voltage diode and capacitor replacement',
    'Sparking inside the oven: waveguide cover and cavity repair',
    'Turntable not turning, light not working, door switch faults',
    'Touch panel or keypad not responding; display faults',
    'Grill and convection heater repair',
  ],
  brands: ['LG', 'Samsung', 'IFB', 'Panasonic', 'Godrej'],
  highlights: [
    {
      icon: 'shield',
      title: 'Handled Safely',
      description:
        'High-voltage parts are discharged and tested by a trained technician, never guessed at.',
    },
    {
      icon: 'check',
      title: 'Solo, Grill and Convection',
      description:
        'We repair every type of microwave oven of the major brands, counter-top and built-in.',
    },
    {
      icon: 'wrench',
      title: 'Honest Advice',
      description:
        'If a repair would cost more than the oven is worth, we tell you before doing any work.',
    },
  ],
  amcPlan:
    'Yearly checks of heating, door seals and switches, cleaning of the cavity and waveguide cover, and priority visits for breakdowns.',
  closing: {
    heading: 'Microwave not heating? Call us',
    text: 'Unplug it and do not open the cover; a technician will check it safely.',
  },
};
