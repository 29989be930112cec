// The catalogue as a contract: the shell's footer lists what mf-services serves now.
export { serviceCatalogue } from '../content/services';
