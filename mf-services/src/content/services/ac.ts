import image from '../../assets/services/ac.svg';
import type { ServiceContent } from '../service-content';

export const service: ServiceContent = {
  slug: 'ac',
  order: 1,
  name: 'AC Repair & Service',
  appliance: 'AC',
  title: 'Split & Window AC Repair and Service in Jaipur',
  tagline: 'Cool air again before the afternoon heat: same-day visits for split and window ACs.',
  metaDescription:
    'Split and window AC repair, gas refilling, wet servicing, installation and uninstallation at your doorstep in Jaipur. Voltas, LG, Daikin, Blue Star, Samsung and more.',
  image: { src: image, alt: 'A split air conditioner blowing cool air' },
  intro:
    'In a Jaipur summer that touches 45 °C, and with the dust it brings, an AC that stops cooling cannot wait. Our technician checks the gas pressure, the filters, the coils, the fan and the PCB, tells you what is wrong and what it costs, and fixes it on the spot in most cases.',
  offerings: [
    'Not cooling or cooling slowly: gas leak tracing, leak repair and gas refilling',
    'Water dripping from the indoor unit: drain pipe and tray cleaning',
    'Wet (jet-pump) servicing of indoor and outdoor units before summer',
    'PCB, sensor, capacitor and fan motor repair; noisy compressor diagnosis',
    'Installation and uninstallation with copper piping and a stabiliser check',
  ],
  brands: [
    'Voltas',
    'LG',
    'Daikin',
    'Blue Star',
    'Samsung',
    'Hitachi',
    'Carrier',
    'Lloyd',
    'Panasonic',
  ],
  highlights: [
    {
      icon: 'bolt',
      title: 'Same-Day Repair',
      description:
        'Call in the morning and a technician is usually at your door the same day, with common parts in the van.',
    },
    {
      icon: 'wrench',
      title: 'Deep Wet Servicing',
      description:
        'Coils, filters and the outdoor unit washed with a jet pump, so the AC cools faster and uses less power.',
    },
    {
      icon: 'shield',
      title: 'Genuine Parts, Clear Price',
      description:
        'Genuine compressors, PCBs and capacitors, and the price agreed with you before any work starts.',
    },
  ],
  amcPlan:
    'Scheduled servicing before and during summer, priority visits when the AC stops cooling, and a check of gas, wiring and drainage at every visit.',
  closing: {
    heading: 'AC not cooling? Call us now',
    text: 'Tell us the brand and what you see; a technician will come the same day.',
  },
};
