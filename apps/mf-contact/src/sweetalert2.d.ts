// The build of SweetAlert2 that does not inject its CSS: same API as the package's main entry.
declare module 'sweetalert2/dist/sweetalert2.esm.js' {
  export { default } from 'sweetalert2';
}
