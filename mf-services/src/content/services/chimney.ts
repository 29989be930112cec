import image from '../../assets/services/chimney.svg';
import type { ServiceContent } from '../service-content';

export const service: ServiceContent = {
  slug: 'chimney',
  order: 7,
  name: 'Kitchen Chimney Service',
  appliance: 'chimney',
  title: 'Kitchen Chimney Cleaning and Repair in Jaipur',
  tagline:
    'Strong suction and a grease-free kitchen: deep cleaning, motor repair and installation.',
  metaDescription:
    'Kitchen chimney service in Jaipur: loss of suction, oil dripping, baffle and mesh filter deep cleaning, auto-clean faults, motor and fan repair, installation with ducting. Elica, Faber, Hindware.',
  image: { src: image, alt: 'A kitchen chimney above a stove' },
  intro:
    'Indian cooking loads a chimney with oil and smoke quickly. When suction drops or oil starts dripping, the filters and the motor need attention. Our technician deep-cleans the filters and the inside of the hood, and checks the motor, fan and auto-clean system.',
  offerings: [
    'Loss of suction: filter, duct and fan cleaning',
    'Oil dripping from the hood: oil collector and filter deep cleaning',
    'Baffle and mesh filter cleaning, or replacement when worn',
    'Auto-clean, touch panel and light faults',
    'Motor and fan repair; installation with ducting and wall cutting',
  ],
  brands: ['Elica', 'Faber', 'Hindware', 'Glen', 'Kaff'],
  highlights: [
    {
      icon: 'wrench',
      title: 'Deep Cleaning',
      description:
        'Filters soaked and degreased, the hood and fan cleaned inside, so suction comes back to what it was.',
    },
    {
      icon: 'bolt',
      title: 'Motor and Fan Repair',
      description: 'Weak or noisy motors repaired or replaced with parts that fit your model.',
    },
    {
      icon: 'check',
      title: 'Neat Installation',
      description:
        'New chimneys fitted at the right height with proper ducting to the outside, and the mess cleaned up.',
    },
  ],
  amcPlan:
    'Filter deep cleaning every few months, a yearly motor and duct check, and priority visits when suction drops.',
  closing: {
    heading: 'Smoke staying in the kitchen? Call us',
    text: 'A chimney deep clean usually brings the suction straight back.',
  },
};
