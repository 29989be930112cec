import image from '../../assets/services/gps.svg';
import type { ServiceContent } from '../service-content';

export const service: ServiceContent = {
  slug: 'gps',
  order: 9,
  name: 'GPS Tracker Installation',
  appliance: 'GPS',
  title: 'GPS Tracker Installation and Repair in Jaipur',
  tagline:
    'Know where your car, bike or fleet is: trackers fitted, wired and set up on your phone.',
  metaDescription:
    'GPS tracker installation and repair in Jaipur for cars, bikes and fleets: wiring, SIM and network issues, app set-up, firmware updates and AIS-140 compliant devices for commercial vehicles.',
  image: { src: image, alt: 'A vehicle with a location pin above it' },
  intro:
    'A tracker only helps if it is wired properly and reports reliably. We fit trackers in cars, bikes and commercial vehicles, connect them to the vehicle’s power safely, set up the app on your phone, and fix trackers that have gone offline.',
  offerings: [
    'Tracker installation and concealed wiring for cars, bikes and fleets',
    'Trackers offline: SIM, network and power problems',
    'App set-up on your phone, alerts for ignition, speed and geo-fence',
    'Device repair and firmware updates',
    'AIS-140 compliant devices for commercial passenger vehicles',
  ],
  brands: ['Common vehicle trackers for cars, bikes and fleets'],
  highlights: [
    {
      icon: 'wrench',
      title: 'Clean, Safe Wiring',
      description:
        'Connected to the vehicle’s power with a fuse and hidden neatly, so the tracker works and the wiring stays safe.',
    },
    {
      icon: 'check',
      title: 'Set Up on Your Phone',
      description: 'We install the app, add your vehicles and show you the alerts before we leave.',
    },
    {
      icon: 'shield',
      title: 'Compliant Devices',
      description:
        'AIS-140 compliant trackers for commercial passenger vehicles that need them for their permits.',
    },
  ],
  amcPlan:
    'Periodic checks that each tracker reports, SIM and firmware care, and priority visits for vehicles that go offline.',
  closing: {
    heading: 'Want to track your vehicle? Call us',
    text: 'Tell us the vehicle and how many; we will suggest the right tracker.',
  },
};
