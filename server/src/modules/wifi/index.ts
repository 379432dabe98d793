/** «Wi-Fi»: an employee's username, certificate password and setup files. */
export { wifiModule } from './routes';
export { KEPT_WIFI_CA, moveWifiCa } from './kept-ca';
export { makeCa } from './ca';
