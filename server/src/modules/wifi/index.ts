/** «Wi-Fi»: an employee's username, certificate password and setup files. */
export { wifiModule } from './routes';
export { moveWifiCa } from './kept-ca';
