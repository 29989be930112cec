import image from '../../assets/services/washing-machine.svg';
import type { ServiceContent } from '../service-content';

export const service: ServiceContent = {
  slug: 'washing-machine',
  order: 4,
  name: 'Washing Machine Repair',
  appliance: 'washing machine',
  title: 'Washing Machine Repair in Jaipur',
  tagline: 'Front load, top load or semi-automatic: drum, drain and error-code repairs at home.',
  metaDescription:
    'Washing machine repair in Jaipur: drum not spinning, not draining, leaks, noisy bearings, door lock and error codes. IFB, LG, Samsung, Whirlpool, Bosch, Godrej.',
  image: { src: image, alt: 'A front-load washing machine' },
  intro:
    'A machine that stops mid-wash, will not drain or shows an error code usually has a fault that can be fixed at home. Our technician reads the error, checks the motor, belt, pump, bearings and door lock, and repairs what is worn.',
  offerings: [
    'Drum not spinning or not agitating: motor, belt, clutch and PCB checks',
    'Water not draining or not filling: pump, drain hose and inlet valve repair',
    'Leaks from the door, detergent drawer or base',
    'Loud noise or shaking during the spin: bearing and shock absorber replacement',
    'Door lock faults and error codes; installation and levelling of new machines',
  ],
  brands: ['IFB', 'LG', 'Samsung', 'Whirlpool', 'Bosch', 'Godrej'],
  highlights: [
    {
      icon: 'check',
      title: 'Every Type of Machine',
      description:
        'Front load, top load and semi-automatic machines of all major brands, including inverter models.',
    },
    {
      icon: 'wrench',
      title: 'Error Codes Explained',
      description:
        'We read the error, tell you in plain words what it means, and fix the cause, not just the symptom.',
    },
    {
      icon: 'shield',
      title: 'Genuine Parts',
      description:
        'Pumps, bearings, door locks and PCBs that fit your model, with the price agreed before they are fitted.',
    },
  ],
  amcPlan:
    'Periodic cleaning of the drum, filter and drain, checks of belts, bearings and hoses, and priority visits when the machine stops mid-wash.',
  closing: {
    heading: 'Machine stuck mid-wash? Call us',
    text: 'Tell us the brand and the error code on the display; we will come prepared.',
  },
};
